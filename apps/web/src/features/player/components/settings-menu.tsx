import {
  CAPTION_BACKGROUNDS,
  CAPTION_DELAY_STEP_S,
  CAPTION_SIZE_MAX,
  CAPTION_SIZE_MIN,
  CAPTION_SIZE_STEP,
  CAPTION_TEXT_COLORS,
  PLAYER_SPEEDS,
  clampCaptionDelay,
  clampCaptionSize,
  type TPlayerSettings,
} from '@marquee/domain';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { TQualityOption } from '../use-stream-playback.ts';
import type { TPlayerCaption, TPlayerStream } from '../types.ts';
import { streamName } from './source-choice.tsx';

type TPage = 'main' | 'speed' | 'quality' | 'captions' | 'style' | 'source';

export interface TSettingsMenuProps {
  speed: number;
  onSpeed: (speed: number) => void;
  qualities: TQualityOption[];
  quality: string;
  onQuality: (value: string) => void;
  captions: readonly TPlayerCaption[];
  /** The caption shown, undefined when off. */
  captionId: string | undefined;
  onCaption: (id: string | undefined) => void;
  settings: TPlayerSettings;
  onSettings: (patch: Partial<TPlayerSettings>) => void;
  streams: readonly TPlayerStream[];
  streamIndex: number;
  onStream: (index: number) => void;
}

const BACKGROUND_LABELS = ['None', 'Dim', 'Solid'];
const COLOR_LABELS: Record<string, string> = {
  white: 'White',
  brown: 'Brown',
  yellow: 'Yellow',
  gray: 'Gray',
  '#222222': 'Dark',
};

export const captionLabel = (caption: TPlayerCaption) => caption.label?.trim() || caption.language;
const speedLabel = (speed: number) => (speed === 1 ? 'Normal' : `${speed}x`);

function Row({ label, value, onClick }: { label: string; value: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center justify-between gap-6 rounded-lg px-3 py-2 text-left hover:bg-white/10"
    >
      <span>{label}</span>
      <span className="flex items-center gap-1 text-zinc-300">
        {value}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </span>
    </button>
  );
}

function Choice({ isOn, onClick, children }: { isOn: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={isOn}
      onClick={onClick}
      className={clsx(
        'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left hover:bg-white/10',
        isOn && 'font-semibold text-brand-400',
      )}
    >
      <span aria-hidden="true" className="w-4">
        {isOn ? '✓' : ''}
      </span>
      {children}
    </button>
  );
}

function SubPage({ title, onBack, children }: { title: string; onBack: () => void; children: ReactNode }) {
  return (
    <div>
      <button
        type="button"
        onClick={onBack}
        className="mb-1 flex w-full items-center gap-1 rounded-lg px-2 py-2 font-semibold hover:bg-white/10"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {title}
      </button>
      <div role="menu" aria-label={title} className="max-h-64 overflow-y-auto">
        {children}
      </div>
    </div>
  );
}

/** The player's settings: speed, quality, captions, caption style and source (spec §2, §4, §9). */
export function SettingsMenu(props: TSettingsMenuProps) {
  const [page, setPage] = useState<TPage>('main');
  const { settings, onSettings } = props;
  const back = () => setPage('main');
  const qualityName = props.qualities.find((option) => option.value === props.quality)?.label ?? 'Auto';
  const caption = props.captions.find((entry) => entry.id === props.captionId);

  if (page === 'speed') {
    return (
      <SubPage title="Speed" onBack={back}>
        {PLAYER_SPEEDS.map((speed) => (
          <Choice key={speed} isOn={props.speed === speed} onClick={() => props.onSpeed(speed)}>
            {speedLabel(speed)}
          </Choice>
        ))}
      </SubPage>
    );
  }
  if (page === 'quality') {
    return (
      <SubPage title="Quality" onBack={back}>
        {props.qualities.map((option) => (
          <Choice
            key={option.value}
            isOn={props.quality === option.value}
            onClick={() => props.onQuality(option.value)}
          >
            {option.label}
          </Choice>
        ))}
      </SubPage>
    );
  }
  if (page === 'captions') {
    return (
      <SubPage title="Captions" onBack={back}>
        <Choice isOn={!caption} onClick={() => props.onCaption(undefined)}>
          Off
        </Choice>
        {props.captions.map((entry) => (
          <Choice
            key={entry.id}
            isOn={entry.id === props.captionId}
            onClick={() => props.onCaption(entry.id)}
          >
            {captionLabel(entry)}
          </Choice>
        ))}
      </SubPage>
    );
  }
  if (page === 'source') {
    return (
      <SubPage title="Source" onBack={back}>
        {props.streams.map((stream, index) => (
          <Choice
            key={stream.id ?? index}
            isOn={index === props.streamIndex}
            onClick={() => props.onStream(index)}
          >
            {streamName(stream, index)}
          </Choice>
        ))}
      </SubPage>
    );
  }
  if (page === 'style') {
    const size = Math.round(settings.fontSizeScale * 100);
    return (
      <SubPage title="Caption style" onBack={back}>
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
              onChange={(event) =>
                onSettings({ fontSizeScale: clampCaptionSize(Number(event.target.value)) })
              }
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
                onClick={() =>
                  onSettings({ delay: clampCaptionDelay(settings.delay - CAPTION_DELAY_STEP_S) })
                }
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
                onClick={() =>
                  onSettings({ delay: clampCaptionDelay(settings.delay + CAPTION_DELAY_STEP_S) })
                }
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
  return (
    <div role="menu" aria-label="Settings">
      <Row label="Speed" value={speedLabel(props.speed)} onClick={() => setPage('speed')} />
      {props.qualities.length > 0 && (
        <Row label="Quality" value={qualityName} onClick={() => setPage('quality')} />
      )}
      {props.captions.length > 0 && (
        <Row
          label="Captions"
          value={caption ? captionLabel(caption) : 'Off'}
          onClick={() => setPage('captions')}
        />
      )}
      <Row
        label="Caption style"
        value={`${Math.round(settings.fontSizeScale * 100)}%`}
        onClick={() => setPage('style')}
      />
      {props.streams.length > 1 && (
        <Row
          label="Source"
          value={streamName(props.streams[props.streamIndex] ?? props.streams[0]!, props.streamIndex)}
          onClick={() => setPage('source')}
        />
      )}
    </div>
  );
}
