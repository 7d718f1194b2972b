import { PLAYER_SPEEDS, SEGMENT_ACTION_LABELS, type TPlayerSettings } from '@marquee/domain';
import { useState } from 'react';
import { useSettings } from '../../accounts/use-settings.ts';
import { useStoredUser } from '../../accounts/use-user.ts';
import { MarkSegmentPage, type TMarkTarget } from '../segments/mark-segment-page.tsx';
import { SegmentSettingsPage } from '../segments/segment-settings-page.tsx';
import type { TQualityOption } from '../playback/playback-engine.ts';
import type { TPlayerCaption, TPlayerStream } from '../types.ts';
import { CaptionStylePage } from './caption-style-page.tsx';
import { ChoicePage, Row, type TChoiceItem } from './settings-menu-items.tsx';
import { streamName } from './source-choice.tsx';

type TPage = 'main' | 'speed' | 'quality' | 'captions' | 'style' | 'source' | 'skips' | 'mark';

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
  /** What "Mark intro / credits" marks (signed-in users only). */
  markTarget: TMarkTarget;
}

export const captionLabel = (caption: TPlayerCaption) => caption.label?.trim() || caption.language;
const speedLabel = (speed: number) => (speed === 1 ? 'Normal' : `${speed}x`);
const choice = (key: string | number, label: string, isOn: boolean, onChoose: () => void): TChoiceItem => ({
  key,
  label,
  isOn,
  onChoose,
});

/** The player's settings: speed, quality, captions, caption style and source. */
export function SettingsMenu(props: TSettingsMenuProps) {
  const [page, setPage] = useState<TPage>('main');
  const { settings, onSettings } = props;
  const back = () => setPage('main');
  const qualityName = props.qualities.find((option) => option.value === props.quality)?.label ?? 'Auto';
  const caption = props.captions.find((entry) => entry.id === props.captionId);
  const isSignedIn = useStoredUser() !== null;
  const { skipIntro } = useSettings();

  // The pages that are one list of choices.
  const choicePage = (): [title: string, choices: TChoiceItem[]] | undefined => {
    switch (page) {
      case 'speed':
        return [
          'Speed',
          PLAYER_SPEEDS.map((speed) =>
            choice(speed, speedLabel(speed), props.speed === speed, () => props.onSpeed(speed)),
          ),
        ];
      case 'quality':
        return [
          'Quality',
          props.qualities.map(({ value, label }) =>
            choice(value, label, props.quality === value, () => props.onQuality(value)),
          ),
        ];
      case 'captions':
        return [
          'Captions',
          [
            choice(-1, 'Off', !caption, () => props.onCaption(undefined)),
            ...props.captions.map((entry) =>
              choice(entry.id, captionLabel(entry), entry.id === props.captionId, () =>
                props.onCaption(entry.id),
              ),
            ),
          ],
        ];
      case 'source':
        return [
          'Source',
          props.streams.map((stream, index) =>
            choice(stream.id ?? index, streamName(stream, index), index === props.streamIndex, () =>
              props.onStream(index),
            ),
          ),
        ];
      case 'main':
      case 'style':
      case 'skips':
      case 'mark':
        return undefined;
    }
  };
  const list = choicePage();
  if (list) return <ChoicePage title={list[0]} onBack={back} choices={list[1]} />;
  if (page === 'style') {
    return <CaptionStylePage settings={settings} onSettings={onSettings} onBack={back} />;
  }
  if (page === 'skips') return <SegmentSettingsPage onBack={back} />;
  if (page === 'mark') return <MarkSegmentPage target={props.markTarget} onBack={back} />;
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
      <Row label="Skip segments" value={SEGMENT_ACTION_LABELS[skipIntro]} onClick={() => setPage('skips')} />
      {isSignedIn && <Row label="Mark intro / credits" value="" onClick={() => setPage('mark')} />}
    </div>
  );
}
