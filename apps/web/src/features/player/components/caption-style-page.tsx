import {
  CAPTION_BACKGROUNDS,
  CAPTION_DELAY_STEP_S,
  CAPTION_SIZE_MAX,
  CAPTION_SIZE_MIN,
  CAPTION_SIZE_STEP,
  CAPTION_TEXT_COLORS,
  clampCaptionDelay,
  clampCaptionSize,
  type TPlayerSettings,
} from '@marquee/domain';
import { clsx } from 'clsx';
import { SubPage } from './settings-menu-items.tsx';

const BACKGROUND_LABELS = ['None', 'Dim', 'Solid'];
const COLOR_LABELS: Record<string, string> = {
  white: 'White',
  brown: 'Brown',
  yellow: 'Yellow',
  gray: 'Gray',
  '#222222': 'Dark',
};

/** The settings menu's caption style page: size, text colour, background and delay of our caption layer. */
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
    <SubPage title="Caption style" onBack={onBack}>
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
        <fieldset>
          <legend className="mb-1">Text colour</legend>
          <div className="flex gap-2">
            {CAPTION_TEXT_COLORS.map((color) => (
              <button
                key={color}
                type="button"
                aria-label={COLOR_LABELS[color] ?? color}
                aria-pressed={settings.textColor === color}
                onClick={() => onSettings({ textColor: color })}
                className={clsx(
                  'h-8 w-8 rounded-full border-2',
                  settings.textColor === color ? 'border-brand-400' : 'border-white/30',
                )}
                style={{ backgroundColor: color }}
              />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1">Background</legend>
          <div className="flex gap-2">
            {CAPTION_BACKGROUNDS.map((background, index) => (
              <button
                key={background}
                type="button"
                aria-pressed={settings.backgroundColor === background}
                onClick={() => onSettings({ backgroundColor: background })}
                className={clsx(
                  'rounded-lg border-2 px-3 py-1',
                  settings.backgroundColor === background ? 'border-brand-400' : 'border-white/30',
                )}
              >
                {BACKGROUND_LABELS[index]}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="flex items-center justify-between gap-2">
          <span>Delay</span>
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-label="Show captions earlier"
              onClick={() => onSettings({ delay: clampCaptionDelay(settings.delay - CAPTION_DELAY_STEP_S) })}
              className="h-8 w-8 rounded-full bg-white/10 hover:bg-white/20"
            >
              −
            </button>
            <output aria-label="Caption delay" className="w-14 text-center tabular-nums">
              {settings.delay.toFixed(1)} s
            </output>
            <button
              type="button"
              aria-label="Show captions later"
              onClick={() => onSettings({ delay: clampCaptionDelay(settings.delay + CAPTION_DELAY_STEP_S) })}
              className="h-8 w-8 rounded-full bg-white/10 hover:bg-white/20"
            >
              +
            </button>
          </div>
        </div>
      </div>
    </SubPage>
  );
}
