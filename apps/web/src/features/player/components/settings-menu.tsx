import {
  formatCaptionOffset,
  PLAYER_SPEEDS,
  SEGMENT_ACTION_LABELS,
  type TPlayerSettings,
  type TTimedCue,
} from '@marquee/domain';
import { useEffectEvent, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSettings } from '../../accounts/use-settings.ts';
import { useStoredUser } from '../../accounts/use-user.ts';
import { focusMenuStart, moveMenuFocus } from '../menu-keys.ts';
import { MarkSegmentPage, type TMarkTarget } from '../segments/mark-segment-page.tsx';
import { SegmentSettingsPage } from '../segments/segment-settings-page.tsx';
import type { TQualityOption } from '../playback/playback-engine.ts';
import type { TAudioOption, TBurnInOption } from '../library/library-choices.ts';
import type { TPlayerCaption, TPlayerStream } from '../types.ts';
import { ADDON_CAPTION_PREFIX, AddonCaptionGroups, AddonCaptionStatus } from './addon-captions.tsx';
import { CaptionStylePage } from './caption-style-page.tsx';
import { CaptionTimingPage } from './caption-timing-page.tsx';
import { OwnSubtitleFile } from './own-subtitle-file.tsx';
import { ChoicePage, Row, Toggle, type TChoiceItem } from './settings-menu-items.tsx';
import { streamName } from './source-choice.tsx';

type TPage =
  'main' | 'speed' | 'quality' | 'audio' | 'captions' | 'style' | 'timing' | 'source' | 'skips' | 'mark';

export interface TSettingsMenuProps {
  speed: number;
  onSpeed: (speed: number) => void;
  qualities: TQualityOption[];
  quality: string;
  onQuality: (value: string) => void;
  /** A library file's audio tracks (the menu shows them when there are several). */
  audio: readonly TAudioOption[];
  audioValue: string | undefined;
  onAudio: (value: string) => void;
  /** A library file's image subtitles, which a transcode draws into the picture. */
  burnIns: readonly TBurnInOption[];
  burnInIndex: number | undefined;
  onBurnIn: (index: number | undefined) => void;
  captions: readonly TPlayerCaption[];
  /** The caption shown, undefined when off. */
  captionId: string | undefined;
  onCaption: (id: string | undefined) => void;
  onOwnFile: (file: File) => Promise<void>;
  /** Shows a caption the add-ons' search found. */
  onFoundCaption: (caption: TPlayerCaption) => void;
  /** The cues of the caption shown, for the sync markers. */
  cues: readonly TTimedCue[];
  /** The video's time now. */
  currentTime: () => number;
  settings: TPlayerSettings;
  onSettings: (patch: Partial<TPlayerSettings>) => void;
  streams: readonly TPlayerStream[];
  streamIndex: number;
  onStream: (index: number) => void;
  /** Closes the whole menu (Escape on its main page). */
  onClose: () => void;
  /** What "Mark intro / credits" marks (signed-in users only). */
  markTarget: TMarkTarget;
}

export const captionLabel = (caption: TPlayerCaption) => caption.label?.trim() || caption.language;
const speedLabel = (speed: number) => (speed === 1 ? 'Normal' : `${speed}x`);
const choice = (
  key: string | number,
  label: string,
  isOn: boolean,
  onChoose: () => void,
  detail?: string,
): TChoiceItem => ({ key, label, isOn, onChoose, ...(detail ? { detail } : {}) });

/**
 * The player's settings: speed, quality, captions (and a file of one's own), caption style and timing, and
 * source. Its menus follow the WAI-ARIA menu pattern; Escape closes only the innermost page.
 */
export function SettingsMenu(props: TSettingsMenuProps) {
  const [page, setPage] = useState<TPage>('main');
  const [cameFrom, setCameFrom] = useState<TPage>();
  const [fileError, setFileError] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const { settings, onSettings } = props;
  const open = (next: TPage) => {
    setCameFrom(page);
    setPage(next);
  };
  const back = () => {
    setCameFrom(page);
    setPage('main');
  };
  const qualityName = props.qualities.find((option) => option.value === props.quality)?.label ?? 'Auto';
  const caption = props.captions.find((entry) => entry.id === props.captionId);
  const burnIn = props.burnIns.find((entry) => entry.index === props.burnInIndex);
  const audio = props.audio.find((option) => option.value === props.audioValue);
  // A burnt-in subtitle and a caption never show together.
  const chooseCaption = (id: string | undefined) => {
    if (burnIn) props.onBurnIn(undefined);
    props.onCaption(id);
  };
  const isSignedIn = useStoredUser() !== null;
  const { skipIntro } = useSettings();

  // Each page opens with focus on it; back on the main page, on the line that led away.
  useLayoutEffect(() => {
    if (root.current) focusMenuStart(root.current, page === 'main' ? cameFrom : undefined);
  }, [page, cameFrom]);

  // Escape closes the innermost layer wherever focus is, before the player's dialog sees it.
  const onEscape = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    if (page === 'main') props.onClose();
    else back();
  });
  // A layout effect, so the listener leaves with the menu's markup: a passive effect's cleanup runs some time
  // after the menu is gone, and an Escape pressed meanwhile (the next one, meant for the player) was swallowed.
  useLayoutEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => onEscape(event);
    document.addEventListener('keydown', listener, { capture: true });
    return () => document.removeEventListener('keydown', listener, { capture: true });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (moveMenuFocus(event.nativeEvent)) return;
    const onItem = event.target instanceof HTMLElement && event.target.closest('[role="menu"]');
    if (onItem && event.key === 'ArrowLeft' && page !== 'main') {
      event.preventDefault();
      back();
    } else if (onItem && event.key === 'ArrowRight' && event.target instanceof HTMLElement) {
      if (event.target.getAttribute('aria-haspopup')) {
        event.preventDefault();
        event.target.click();
      }
    }
  };

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
      case 'audio':
        return [
          'Audio',
          props.audio.map(({ value, label, detail }) =>
            choice(value, label, props.audioValue === value, () => props.onAudio(value), detail),
          ),
        ];
      case 'captions':
        return [
          'Captions',
          [
            choice(-1, 'Off', !caption && !burnIn, () => chooseCaption(undefined)),
            // A caption the add-ons' search found stays in its language group below.
            ...props.captions
              .filter((entry) => !entry.id.startsWith(ADDON_CAPTION_PREFIX))
              .map((entry) =>
                choice(entry.id, captionLabel(entry), entry.id === props.captionId, () =>
                  chooseCaption(entry.id),
                ),
              ),
            ...props.burnIns.map((entry) =>
              choice(`burn-in-${entry.index}`, entry.label, entry === burnIn, () => {
                props.onCaption(undefined);
                props.onBurnIn(entry.index);
              }),
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
      case 'timing':
      case 'skips':
      case 'mark':
        return undefined;
    }
  };
  const list = choicePage();
  const content = (() => {
    if (list) {
      return (
        <ChoicePage
          title={list[0]}
          onBack={back}
          choices={list[1]}
          footer={
            page === 'captions' && (
              <>
                {fileError && (
                  <p role="alert" className="px-3 py-2 text-red-300">
                    {fileError}
                  </p>
                )}
                <AddonCaptionStatus title={props.markTarget.ref} />
              </>
            )
          }
        >
          {page === 'captions' && (
            <>
              <OwnSubtitleFile onFile={props.onOwnFile} onError={setFileError} />
              <Toggle isOn={settings.announce} onClick={() => onSettings({ announce: !settings.announce })}>
                Announce captions to screen readers
              </Toggle>
              <AddonCaptionGroups
                title={props.markTarget.ref}
                captionId={props.captionId}
                onChoose={props.onFoundCaption}
              />
            </>
          )}
        </ChoicePage>
      );
    }
    if (page === 'style') {
      return <CaptionStylePage settings={settings} onSettings={onSettings} onBack={back} />;
    }
    if (page === 'skips') return <SegmentSettingsPage onBack={back} />;
    if (page === 'mark') return <MarkSegmentPage target={props.markTarget} onBack={back} />;
    if (page === 'timing') {
      return (
        <CaptionTimingPage
          delay={settings.delay}
          onDelay={(delay) => onSettings({ delay })}
          cues={props.cues}
          currentTime={props.currentTime}
          onBack={back}
        />
      );
    }
    return (
      <div role="menu" aria-label="Settings">
        <Row label="Speed" menuKey="speed" value={speedLabel(props.speed)} onClick={() => open('speed')} />
        {props.qualities.length > 0 && (
          <Row label="Quality" menuKey="quality" value={qualityName} onClick={() => open('quality')} />
        )}
        {props.audio.length > 1 && (
          <Row label="Audio" menuKey="audio" value={audio?.label ?? ''} onClick={() => open('audio')} />
        )}
        <Row
          label="Captions"
          menuKey="captions"
          value={burnIn?.label ?? (caption ? captionLabel(caption) : 'Off')}
          onClick={() => open('captions')}
        />
        <Row
          label="Caption style"
          menuKey="style"
          value={`${Math.round(settings.fontSizeScale * 100)}%`}
          onClick={() => open('style')}
        />
        <Row
          label="Caption timing"
          menuKey="timing"
          value={`${formatCaptionOffset(settings.delay)} s`}
          onClick={() => open('timing')}
        />
        {props.streams.length > 1 && (
          <Row
            label="Source"
            menuKey="source"
            value={streamName(props.streams[props.streamIndex] ?? props.streams[0]!, props.streamIndex)}
            onClick={() => open('source')}
          />
        )}
        <Row
          label="Skip segments"
          menuKey="skips"
          value={SEGMENT_ACTION_LABELS[skipIntro]}
          onClick={() => open('skips')}
        />
        {isSignedIn && (
          <Row label="Mark intro / credits" menuKey="mark" value="" onClick={() => open('mark')} />
        )}
      </div>
    );
  })();
  return (
    <div ref={root} onKeyDown={onKeyDown}>
      {content}
    </div>
  );
}
