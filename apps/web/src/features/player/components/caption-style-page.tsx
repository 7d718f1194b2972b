import {
  CAPTION_BACKGROUND_IDS,
  CAPTION_BACKGROUND_LABELS,
  CAPTION_COLOR_IDS,
  CAPTION_COLORS,
  CAPTION_EDGE_IDS,
  CAPTION_EDGE_LABELS,
  CAPTION_POSITION_IDS,
  CAPTION_POSITION_LABELS,
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
import type { ReactNode } from 'react';
import { CAPTION_CUE_CLASS, captionCueStyle } from './caption-layer.tsx';
import { FormPage } from './settings-menu-items.tsx';

const pressable = (isOn: boolean) =>
  clsx('rounded-lg border-2 px-2 py-1', isOn ? 'border-brand-400' : 'border-white/30');

/** One choice among a few, each a pressed-or-not button under a legend. */
function PressGroup<T extends string>({
  legend,
  ids,
  labels,
  value,
  onChoose,
}: {
  legend: string;
  ids: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChoose: (id: T) => void;
}): ReactNode {
  return (
    <fieldset>
      <legend className="mb-1">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {ids.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={value === id}
            onClick={() => onChoose(id)}
            className={pressable(value === id)}
          >
            {labels[id]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The settings menu's caption style page: the same sizes and colours as the account page, the box, the letters'
 * edge and the place on the picture, with a preview drawn as the captions are.
 */
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
        <PressGroup
          legend="Background"
          ids={CAPTION_BACKGROUND_IDS}
          labels={CAPTION_BACKGROUND_LABELS}
          value={settings.backgroundColor}
          onChoose={(backgroundColor) => onSettings({ backgroundColor })}
        />
        <PressGroup
          legend="Edge"
          ids={CAPTION_EDGE_IDS}
          labels={CAPTION_EDGE_LABELS}
          value={settings.edge}
          onChoose={(edge) => onSettings({ edge })}
        />
        <PressGroup
          legend="Position"
          ids={CAPTION_POSITION_IDS}
          labels={CAPTION_POSITION_LABELS}
          value={settings.position}
          onChoose={(position) => onSettings({ position })}
        />
        <figure className="grid gap-1">
          <figcaption>Preview</figcaption>
          {/* A bright and a dark half, the two extremes a picture can show behind captions. */}
          <div
            data-testid="caption-preview"
            className="grid place-items-center rounded-lg bg-[linear-gradient(90deg,#f4f4f5_50%,#18181b_50%)] px-2 py-4 text-center leading-snug"
          >
            <span className={`${CAPTION_CUE_CLASS} max-w-full break-words`} style={captionCueStyle(settings)}>
              Captions look like this.
            </span>
          </div>
        </figure>
      </div>
    </FormPage>
  );
}
