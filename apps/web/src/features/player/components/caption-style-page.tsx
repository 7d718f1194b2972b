import {
  CAPTION_BACKGROUND_IDS,
  CAPTION_BACKGROUND_LABELS,
  CAPTION_COLOR_IDS,
  CAPTION_COLORS,
  CAPTION_SIZE_IDS,
  CAPTION_SIZE_LABELS,
  CAPTION_SIZE_MAX,
  CAPTION_SIZE_MIN,
  CAPTION_SIZE_SCALE,
  CAPTION_SIZE_STEP,
  clampCaptionSize,
  type TPlayerSettings,
} from '@marquee/domain';
import { clsx } from 'clsx';
import { FormPage } from './settings-menu-items.tsx';

const pressable = (isOn: boolean) =>
  clsx('rounded-lg border-2 px-2 py-1', isOn ? 'border-brand-400' : 'border-white/30');

/** The settings menu's caption style page: the same sizes and colours as the account page. */
export function CaptionStylePage({
  settings,
  onSettings,
  onBack,
}: {
  settings: TPlayerSettings;
  onSettings: (patch: Partial<TPlayerSettings>) => void;
  onBack: () => void;
}) {
  const size = Math.round(settings.fontSizeScale * 100);
  return (
    <FormPage title="Caption style" onBack={onBack}>
      <div className="grid gap-4 px-3 py-2">
        <label className="grid gap-1">
          <span className="flex justify-between">
            Size <output>{size}%</output>
          </span>
          <input
            type="range"
            aria-label="Caption size"
            min={CAPTION_SIZE_MIN}
            max={CAPTION_SIZE_MAX}
            step={CAPTION_SIZE_STEP}
            value={settings.fontSizeScale}
            onChange={(event) => onSettings({ fontSizeScale: clampCaptionSize(Number(event.target.value)) })}
            className="accent-brand-500"
          />
        </label>
        <div role="group" aria-label="Caption sizes" className="flex flex-wrap gap-2">
          {CAPTION_SIZE_IDS.map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={settings.fontSizeScale === CAPTION_SIZE_SCALE[id]}
              onClick={() => onSettings({ fontSizeScale: CAPTION_SIZE_SCALE[id] })}
              className={pressable(settings.fontSizeScale === CAPTION_SIZE_SCALE[id])}
            >
              {CAPTION_SIZE_LABELS[id]}
            </button>
          ))}
        </div>
        <fieldset>
          <legend className="mb-1">Text colour</legend>
          <div className="flex flex-wrap gap-2">
            {CAPTION_COLOR_IDS.map((id) => (
              <button
                key={id}
                type="button"
                aria-label={CAPTION_COLORS[id].label}
                title={CAPTION_COLORS[id].label}
                aria-pressed={settings.textColor === id}
                onClick={() => onSettings({ textColor: id })}
                className={clsx(
                  'h-8 w-8 rounded-full border-2',
                  settings.textColor === id ? 'border-brand-400' : 'border-white/30',
                )}
                style={{ backgroundColor: CAPTION_COLORS[id].text }}
              />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1">Background</legend>
          <div className="flex gap-2">
            {CAPTION_BACKGROUND_IDS.map((id) => (
              <button
                key={id}
                type="button"
                aria-pressed={settings.backgroundColor === id}
                onClick={() => onSettings({ backgroundColor: id })}
                className={pressable(settings.backgroundColor === id)}
              >
                {CAPTION_BACKGROUND_LABELS[id]}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
    </FormPage>
  );
}
