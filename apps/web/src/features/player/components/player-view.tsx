import { MediaController, MediaLoadingIndicator } from 'media-chrome/react';
import { useMemo, useRef, useState } from 'react';
import { usePlayRecording } from '../../stats/use-play-recording.ts';
import { mediaOf, resumeAt } from '../player-media.ts';
import { PLAYER_MESSAGES } from '../player-messages.ts';
import { preferredHeight, readPlaybackPreferences } from '../player-preferences.ts';
import { startBandwidthFor, startHeightFor } from '../screen-height.ts';
import type { TPlayerRequest } from '../types.ts';
import { usePictureInPicture } from '../use-picture-in-picture.ts';
import { usePlaybackClock } from '../use-playback-clock.ts';
import { usePlayerCaptions } from '../use-player-captions.ts';
import { seekMedia } from '../media-element.ts';
import { segmentSkipOf } from '../segments/segment-skip.ts';
import { SegmentSkipRow } from '../segments/segment-skip-button.tsx';
import { segmentsRefOf } from '../segments/use-segments.ts';
import { usePlayerSegments } from '../segments/use-player-segments.ts';
import { useProgressSaving } from '../use-progress-saving.ts';
import { useStreamPlayback } from '../use-stream-playback.ts';
import { useKeyFeedback } from '../use-key-feedback.ts';
import { usePlayerKeys } from '../use-player-keys.ts';
import { useThumbnailTrack } from '../use-thumbnail-track.ts';
import { useControlsAfterStart } from '../use-controls-after-start.ts';
import { useLibraryPlayback, withLibraryPlayback } from '../library/use-library-playback.ts';
import { CaptionLayer } from './caption-layer.tsx';
import { EpisodeButtons } from './episode-buttons.tsx';
import { KeyboardMapDialog } from './keyboard-map-dialog.tsx';
import { PlayerCentreControls, PlayerControlBar } from './player-control-bar.tsx';
import { PlayerErrorPanel } from './player-error-panel.tsx';
import { PlayerSettings } from './player-settings.tsx';
import { PlayerTitleBar } from './player-title-bar.tsx';
import { streamName } from './source-choice.tsx';

const CONTROLS_HIDE_S = 3;
/** The volume keys move by a tenth, a step the on-screen feedback can show. */
const VOLUME_KEY_STEP = '0.1';

export interface TPlayerViewProps {
  request: TPlayerRequest;
  streamIndex: number;
  /** Whether the viewer switched to this source (its failure then says so). */
  isSwitched: boolean;
  onChooseStream: (index: number) => void;
  onClose: () => void;
}

/** One stream playing, with every player control on media-chrome's controller. */
export function PlayerView({ request, streamIndex, isSwitched, onChooseStream, onClose }: TPlayerViewProps) {
  const stream = request.streams[streamIndex] ?? request.streams[0]!;
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [controller, setController] = useState<HTMLElement | null>(null);
  const [track, setTrack] = useState<HTMLTrackElement | null>(null);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const [isKeyMapOpen, setKeyMapOpen] = useState(false);
  const preferences = useMemo(() => readPlaybackPreferences(), []);
  // Read once: a later estimate must not start the stream again.
  const startBandwidth = useMemo(() => startBandwidthFor(preferences.quality), [preferences]);
  const media = useMemo(() => mediaOf(request), [request]);
  const startAt = useMemo(() => resumeAt(media), [media]);
  const preferred = preferredHeight(preferences.quality);
  const library = useLibraryPlayback(stream, video, startAt);
  const streamPlayback = useStreamPlayback(video, library.stream, {
    startAt: library.startAt,
    autoplay: preferences.autoplay,
    startHeight: startHeightFor(preferences.quality),
    lockStartHeight: preferred !== undefined,
    startBandwidth,
  });
  const playback = withLibraryPlayback(streamPlayback, library);
  const clock = usePlaybackClock(video);
  const hasControls = useControlsAfterStart(video, clock.hasStarted || playback.error !== undefined);
  const segments = usePlayerSegments(video, request, clock);
  useProgressSaving(video, media, segments.creditsStart);
  usePlayRecording(video, media, request.playToken);
  const captions = usePlayerCaptions(request, streamIndex, controller, track, clock.time, library.captions);
  // Seek previews only when the settings ask for them, and once the picture has started: their frames are
  // downloads of their own, which would slow the first frame on a slow network.
  const thumbnails = useThumbnailTrack(stream, preferences.preview && clock.hasStarted ? clock.duration : 0);
  const pip = usePictureInPicture(video);
  const keyFeedback = useKeyFeedback(controller, video);
  usePlayerKeys(controller, {
    onCaptionShift: (seconds) => captions.updateSettings({ delay: captions.settings.delay + seconds }),
    onHelp: () => {
      setMenuOpen(false);
      setKeyMapOpen(true);
    },
  });

  const error =
    playback.error && isSwitched
      ? {
          message: PLAYER_MESSAGES.sourceFailed(streamName(stream, streamIndex)),
          hint: PLAYER_MESSAGES.sourceChangeFailed,
        }
      : playback.error;
  const isEpisode = media.type === 'show' && media.episode !== undefined;
  const episodeLabel = isEpisode ? `S${media.episode?.season} E${media.episode?.number}` : undefined;
  const { trackUrl } = captions;

  return (
    <MediaController
      ref={setController}
      autohide={isMenuOpen ? '-1' : String(CONTROLS_HIDE_S)}
      // c and ? are ours (captions of our own layer, our list of keys).
      hotkeys="noc noshift+/"
      className="block h-full w-full"
      {...{ keyboardupvolumestep: VOLUME_KEY_STEP, keyboarddownvolumestep: VOLUME_KEY_STEP }}
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
      <PlayerTitleBar request={request} episodeLabel={episodeLabel} onClose={onClose} />
      {error ? (
        <PlayerErrorPanel error={error} onReload={playback.reload} />
      ) : (
        <>
          <MediaLoadingIndicator slot="centered-chrome" noAutohide />
          {hasControls && <PlayerCentreControls />}
        </>
      )}
      {keyFeedback && (
        <p
          key={keyFeedback.key}
          role="status"
          data-testid="player-key-feedback"
          className="pointer-events-none absolute top-1/4 left-1/2 -translate-x-1/2 rounded-full bg-black/75 px-5 py-2 text-lg font-semibold tabular-nums"
          {...{ noautohide: '' }}
        >
          {keyFeedback.text}
        </p>
      )}
      {pip.notice && (
        <p
          role="status"
          slot="centered-chrome"
          className="rounded-lg bg-black/80 px-4 py-2 leading-normal"
          {...{ noautohide: '' }}
        >
          {pip.notice}
        </p>
      )}
      {isEpisode ? (
        <EpisodeButtons
          request={request}
          video={video}
          clock={clock}
          isAutoNext={preferences.autoNext}
          segments={segments}
          onClose={onClose}
        />
      ) : (
        <SegmentSkipRow
          skip={segmentSkipOf(segments, clock, false)}
          onSkip={(target) => {
            if (video) seekMedia(video, target);
          }}
        />
      )}
      <CaptionLayer texts={captions.cueTexts} settings={captions.settings} />
      {hasControls && (
        <PlayerSettings
          isOpen={isMenuOpen}
          video={video}
          playback={playback}
          library={library}
          captions={captions}
          streams={request.streams}
          streamIndex={streamIndex}
          onStream={(index) => {
            setMenuOpen(false);
            if (index !== streamIndex) onChooseStream(index);
          }}
          markTarget={{
            ref: segmentsRefOf(request),
            position: () => ({ time: video?.currentTime ?? 0, duration: video?.duration ?? 0 }),
          }}
          onClose={() => {
            setMenuOpen(false);
            settingsButton.current?.focus();
          }}
        />
      )}
      {isKeyMapOpen && <KeyboardMapDialog onClose={() => setKeyMapOpen(false)} />}
      {hasControls && (
        <PlayerControlBar
          thumbnailSize={preferences.thumbnailSize}
          hasCaptions={captions.captions.length > 0}
          isCaptionOn={captions.captionId !== undefined}
          onToggleCaptions={captions.toggleCaptions}
          isMenuOpen={isMenuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          settingsButton={settingsButton}
          onPictureInPicture={() => void pip.toggle()}
        />
      )}
    </MediaController>
  );
}
