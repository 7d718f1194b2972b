import { PLAYER_SPEEDS, type TPlayerSettings } from '@marquee/domain';
import { useState } from 'react';
import type { TQualityOption } from '../playback/playback-engine.ts';
import type { TPlayerCaption, TPlayerStream } from '../types.ts';
import { CaptionStylePage } from './caption-style-page.tsx';
import { Choice, Row, SubPage } from './settings-menu-items.tsx';
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

export const captionLabel = (caption: TPlayerCaption) => caption.label?.trim() || caption.language;
const speedLabel = (speed: number) => (speed === 1 ? 'Normal' : `${speed}x`);

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
    return <CaptionStylePage settings={settings} onSettings={onSettings} onBack={back} />;
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
