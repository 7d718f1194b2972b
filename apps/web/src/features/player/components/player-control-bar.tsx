import {
  MediaControlBar,
  MediaFullscreenButton,
  MediaMuteButton,
  MediaPlayButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import { Captions, CaptionsOff, PictureInPicture2, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { PREVIEW_WIDTH_PX, type TPlaybackPreferences } from '../player-preferences.ts';

// media-chrome's own control background, so our buttons sit in the bar like its own.
const controlButton = 'grid h-11 w-11 place-items-center bg-[rgb(20_20_30/0.7)] hover:bg-[rgb(60_60_70/0.9)]';

function BarButton({
  label,
  onClick,
  children,
  ...aria
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  'aria-pressed'?: boolean;
  'aria-expanded'?: boolean;
}) {
  return (
    <button type="button" className={controlButton} aria-label={label} onClick={onClick} {...aria}>
      {children}
    </button>
  );
}

export interface TPlayerControlBarProps {
  thumbnailSize: TPlaybackPreferences['thumbnailSize'];
  /** Whether the stream has captions (their button shows only then). */
  hasCaptions: boolean;
  isCaptionOn: boolean;
  onToggleCaptions: () => void;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  onPictureInPicture: () => void;
}

/** The seek bar (with its thumbnail previews) and the control bar: media-chrome's controls and ours. */
export function PlayerControlBar(props: TPlayerControlBarProps) {
  const previewWidth = `${PREVIEW_WIDTH_PX[props.thumbnailSize]}px`;
  return (
    <>
      <MediaTimeRange
        className="w-full"
        style={
          {
            '--media-preview-thumbnail-max-width': previewWidth,
            '--media-preview-thumbnail-min-width': previewWidth,
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
        {props.hasCaptions && (
          <BarButton
            label={props.isCaptionOn ? 'Turn captions off' : 'Turn captions on'}
            aria-pressed={props.isCaptionOn}
            onClick={props.onToggleCaptions}
          >
            {props.isCaptionOn ? (
              <Captions className="h-5 w-5" aria-hidden="true" />
            ) : (
              <CaptionsOff className="h-5 w-5" aria-hidden="true" />
            )}
          </BarButton>
        )}
        <BarButton label="Settings" aria-expanded={props.isMenuOpen} onClick={props.onToggleMenu}>
          <Settings className="h-5 w-5" aria-hidden="true" />
        </BarButton>
        <BarButton label="Picture in picture" onClick={props.onPictureInPicture}>
          <PictureInPicture2 className="h-5 w-5" aria-hidden="true" />
        </BarButton>
        <MediaFullscreenButton />
      </MediaControlBar>
    </>
  );
}
