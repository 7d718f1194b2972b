import {
  heightOf,
  isNextEpisodeShown,
  isSkipIntroShown,
  resolutionForScreen,
  resumePosition,
  savedProgressOf,
  shouldAutoAdvance,
  skipIntroTarget,
  acceptedPlaybackRate,
  type TPlayerSettings,
  type TWatchedMedia,
} from '@marquee/domain';
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPlayButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import { Captions, CaptionsOff, PictureInPicture2, Settings, X } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { seekMedia, setMediaRate } from '../media-element.ts';
import { watchHistoryStore } from '../../history/watch-history-store.ts';
import { PLAYER_MESSAGES } from '../player-messages.ts';
import {
  preferredHeight,
  PREVIEW_WIDTH_PX,
  readPlaybackPreferences,
  readPlayerSettings,
  writePlayerSettings,
} from '../player-preferences.ts';
import type { TPlayerRequest } from '../types.ts';
import { useActiveCaptionTexts, useCaptionTrackUrl } from '../use-captions.ts';
import { useNextEpisode } from '../use-next-episode.ts';
import { usePlaybackClock } from '../use-playback-clock.ts';
import { useProgressSaving } from '../use-progress-saving.ts';
import { usePlayRecording } from '../../stats/use-play-recording.ts';
import { useStreamPlayback } from '../use-stream-playback.ts';
import { useThumbnailTrack } from '../use-thumbnail-track.ts';
import { CaptionLayer } from './caption-layer.tsx';
import { EpisodeButtons } from './episode-buttons.tsx';
import { PlayerErrorPanel } from './player-error-panel.tsx';
import { SettingsMenu } from './settings-menu.tsx';
import { streamName } from './source-choice.tsx';

const CONTROLS_HIDE_S = 3;
// media-chrome's own control background, so our buttons sit in the bar like its own.
const controlButton = 'grid h-11 w-11 place-items-center bg-[rgb(20_20_30/0.7)] hover:bg-[rgb(60_60_70/0.9)]';

function screenHeight(): number {
  const ratio = window.devicePixelRatio || 1;
  return heightOf(resolutionForScreen(window.screen.width * ratio, window.screen.height * ratio));
}

function mediaOf(request: TPlayerRequest): TWatchedMedia {
  const isSeries = request.mediaType === 'tv';
  return {
    id: request.tmdbId,
    type: isSeries ? 'show' : 'movie',
    title: request.title,
    ...(request.year ? { year: request.year } : {}),
    ...(isSeries && request.season !== undefined
      ? {
          episode: {
            season: request.season,
            number: request.episode ?? 1,
            ...(request.episodeTitle ? { title: request.episodeTitle } : {}),
            ...(request.seasonId ? { seasonId: request.seasonId } : {}),
          },
        }
      : {}),
  };
}

/** The default caption: the first in English, else the first. */
function defaultCaptionId(request: TPlayerRequest, streamIndex: number): string | undefined {
  const captions = request.streams[streamIndex]?.captions ?? [];
  return (captions.find((caption) => /^en/i.test(caption.language)) ?? captions[0])?.id;
}

export interface TPlayerViewProps {
  request: TPlayerRequest;
  streamIndex: number;
  /** Whether the viewer switched to this source (its failure then says so). */
  isSwitched: boolean;
  onChooseStream: (index: number) => void;
  onClose: () => void;
}

/** One stream playing, with every control of spec §2/§4/§9 on media-chrome's controller. */
export function PlayerView({ request, streamIndex, isSwitched, onChooseStream, onClose }: TPlayerViewProps) {
  const stream = request.streams[streamIndex] ?? request.streams[0]!;
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [controller, setController] = useState<HTMLElement | null>(null);
  const [track, setTrack] = useState<HTMLTrackElement | null>(null);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [menuPanel, setMenuPanel] = useState<HTMLDivElement | null>(null);
  const [notice, setNotice] = useState<string>();
  const [speed, setSpeed] = useState(1);
  const [settings, setSettings] = useState(readPlayerSettings);
  const preferences = useMemo(() => readPlaybackPreferences(), []);
  const media = useMemo(() => mediaOf(request), [request]);
  const [chosenCaptionId, setChosenCaptionId] = useState(() => defaultCaptionId(request, streamIndex));

  const startAt = useMemo(() => {
    const episode = media.episode
      ? { season: media.episode.season, number: media.episode.number }
      : undefined;
    return resumePosition(savedProgressOf(watchHistoryStore.read(), media.id, episode), media.type);
  }, [media]);
  const preferred = preferredHeight(preferences.quality);
  const playback = useStreamPlayback(video, stream, {
    startAt,
    autoplay: preferences.autoplay,
    startHeight: preferred ?? screenHeight(),
    lockStartHeight: preferred !== undefined,
  });
  const clock = usePlaybackClock(video);
  useProgressSaving(video, media);
  usePlayRecording(video, media, request.playToken);

  const captions = useMemo(() => stream.captions ?? [], [stream]);
  const captionId = settings.visible ? chosenCaptionId : undefined;
  const caption = captions.find((entry) => entry.id === captionId);
  const trackUrl = useCaptionTrackUrl(caption);
  const cueTexts = useActiveCaptionTexts(trackUrl ? track : null, clock.time, settings.delay);
  // Seek previews only when the settings ask for them (spec §3 'preview').
  const thumbnails = useThumbnailTrack(stream, preferences.preview ? clock.duration : 0);

  const updateSettings = (patch: Partial<TPlayerSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    writePlayerSettings(next);
  };
  const chooseCaption = (id: string | undefined) => {
    if (id) setChosenCaptionId(id);
    updateSettings({ visible: id !== undefined });
  };
  const toggleCaptions = () => {
    if (captions.length > 0) updateSettings({ visible: !settings.visible });
  };
  const onCaptionKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'c' && !event.metaKey && !event.altKey && !event.ctrlKey) toggleCaptions();
  });

  // 'c' toggles our captions (media-chrome's own handling of it is switched off: it knows only native tracks).
  useEffect(() => {
    if (!controller) return;
    const onKey = (event: KeyboardEvent) => onCaptionKey(event);
    controller.addEventListener('keyup', onKey);
    return () => controller.removeEventListener('keyup', onKey);
  }, [controller]);

  // Keys typed in the menu (arrows on the size slider, letters) are the menu's, not media-chrome's hotkeys,
  // which the controller reads from the events bubbling up to it.
  useEffect(() => {
    if (!menuPanel) return;
    const keep = (event: KeyboardEvent) => event.stopPropagation();
    menuPanel.addEventListener('keydown', keep);
    menuPanel.addEventListener('keyup', keep);
    return () => {
      menuPanel.removeEventListener('keydown', keep);
      menuPanel.removeEventListener('keyup', keep);
    };
  }, [menuPanel]);

  useEffect(() => {
    if (!video) return;
    const onRate = () => setSpeed(video.playbackRate);
    video.addEventListener('ratechange', onRate);
    return () => video.removeEventListener('ratechange', onRate);
  }, [video]);

  const isEpisode = media.type === 'show' && media.episode !== undefined;
  const next = useNextEpisode(request, onClose);
  const isAdvancing = shouldAutoAdvance(clock.time, clock.duration, clock.isPlaying || clock.isEnded);
  useEffect(() => {
    if (isEpisode && isAdvancing && preferences.autoNext) next.go();
  }, [isEpisode, isAdvancing, preferences.autoNext, next]);

  const togglePip = async () => {
    try {
      if (document.pictureInPictureElement) await document.exitPictureInPicture();
      else if (video && document.pictureInPictureEnabled && !video.disablePictureInPicture) {
        await video.requestPictureInPicture();
      } else setNotice(PLAYER_MESSAGES.pipUnavailable);
    } catch {
      setNotice(PLAYER_MESSAGES.pipUnavailable);
    }
  };

  const error =
    playback.error && isSwitched
      ? {
          message: PLAYER_MESSAGES.sourceFailed(streamName(stream, streamIndex)),
          hint: PLAYER_MESSAGES.sourceChangeFailed,
        }
      : playback.error;
  const episodeLabel = isEpisode ? `S${media.episode?.season} E${media.episode?.number}` : undefined;

  return (
    <MediaController
      ref={setController}
      autohide={isMenuOpen ? '-1' : String(CONTROLS_HIDE_S)}
      hotkeys="noc"
      className="block h-full w-full"
    >
      <video
        ref={setVideo}
        slot="media"
        playsInline
        preload="auto"
        className="h-full w-full object-contain"
        data-testid="player-video"
      >
        {trackUrl && <track key={trackUrl} ref={setTrack} kind="metadata" src={trackUrl} default />}
        {thumbnails && <track key={thumbnails} kind="metadata" label="thumbnails" src={thumbnails} default />}
      </video>
      <div
        slot="top-chrome"
        className="flex w-full items-center gap-3 bg-gradient-to-b from-black/70 to-transparent p-3 leading-normal"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Close player"
          className="grid h-10 w-10 place-items-center rounded-full hover:bg-white/10"
        >
          <X className="h-6 w-6" aria-hidden="true" />
        </button>
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold" data-testid="player-title">
            {request.title}
            {episodeLabel && <span className="text-zinc-300"> {episodeLabel}</span>}
          </h2>
          {request.episodeTitle && <p className="truncate text-sm text-zinc-300">{request.episodeTitle}</p>}
        </div>
      </div>
      {error ? (
        <PlayerErrorPanel error={error} onReload={playback.reload} />
      ) : (
        <MediaLoadingIndicator slot="centered-chrome" noAutohide />
      )}
      {notice && (
        <p
          role="status"
          slot="centered-chrome"
          className="rounded-lg bg-black/80 px-4 py-2 leading-normal"
          {...{ noautohide: '' }}
        >
          {notice}
        </p>
      )}
      {isEpisode && (
        <EpisodeButtons
          isSkipIntroShown={isSkipIntroShown(clock.time, clock.duration)}
          onSkipIntro={() => {
            if (video) seekMedia(video, skipIntroTarget(clock.duration));
          }}
          isNextShown={next.target !== undefined && isNextEpisodeShown(clock.time, clock.duration)}
          onNext={next.go}
        />
      )}
      <CaptionLayer texts={cueTexts} settings={settings} />
      {isMenuOpen && (
        <div
          ref={setMenuPanel}
          className="absolute right-2 bottom-14 z-10 w-72 max-w-[calc(100%-1rem)] rounded-xl bg-zinc-900 p-2 text-sm leading-normal shadow-2xl"
          data-testid="player-settings"
        >
          <SettingsMenu
            speed={speed}
            onSpeed={(rate) => {
              const accepted = acceptedPlaybackRate(rate);
              if (video && accepted !== undefined) setMediaRate(video, accepted);
            }}
            qualities={playback.qualities}
            quality={playback.quality}
            onQuality={playback.setQuality}
            captions={captions}
            captionId={captionId}
            onCaption={chooseCaption}
            settings={settings}
            onSettings={updateSettings}
            streams={request.streams}
            streamIndex={streamIndex}
            onStream={(index) => {
              setMenuOpen(false);
              if (index !== streamIndex) onChooseStream(index);
            }}
          />
        </div>
      )}
      <MediaTimeRange
        className="w-full"
        style={
          {
            '--media-preview-thumbnail-max-width': `${PREVIEW_WIDTH_PX[preferences.thumbnailSize]}px`,
            '--media-preview-thumbnail-min-width': `${PREVIEW_WIDTH_PX[preferences.thumbnailSize]}px`,
          } as React.CSSProperties
        }
      />
      <MediaControlBar className="w-full">
        <MediaPlayButton />
        <MediaSeekBackwardButton seekOffset={10} />
        <MediaSeekForwardButton seekOffset={10} />
        <MediaMuteButton />
        <MediaVolumeRange />
        <MediaTimeDisplay showDuration />
        <span className="grow bg-[rgb(20_20_30/0.7)]" />
        {captions.length > 0 && (
          <button
            type="button"
            className={controlButton}
            aria-label={captionId ? 'Turn captions off' : 'Turn captions on'}
            aria-pressed={captionId !== undefined}
            onClick={toggleCaptions}
          >
            {captionId ? (
              <Captions className="h-5 w-5" aria-hidden="true" />
            ) : (
              <CaptionsOff className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
        )}
        <button
          type="button"
          className={controlButton}
          aria-label="Settings"
          aria-expanded={isMenuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Settings className="h-5 w-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={controlButton}
          aria-label="Picture in picture"
          onClick={() => void togglePip()}
        >
          <PictureInPicture2 className="h-5 w-5" aria-hidden="true" />
        </button>
        <MediaFullscreenButton />
      </MediaControlBar>
    </MediaController>
  );
}
