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
import { Captions, CaptionsOff, PictureInPicture2, Settings } from '../../../lib/icons.tsx';
import type { ReactNode, Ref } from 'react';
import { PREVIEW_WIDTH_PX, type TPlaybackPreferences } from '../player-preferences.ts';

// As large as media-chrome's buttons (24 px icon, 10 px padding): a 44 px touch target, rounded like them.
const controlButton = 'grid h-11 w-11 shrink-0 place-items-center rounded-lg hover:bg-white/15';

/**
 * The bar's look: no background per control (the gradient under the bar carries them, so controls stand apart
 * with a gap), 44 px controls that never shrink, and padding that keeps them off the screen's edges and out of
 * notches and the home indicator. The controls' padding is set here again: the page's CSS reset (padding 0 on
 * every element) outranks media-chrome's own, which left its buttons 24 px wide.
 */
const BAR_STYLE = {
  '--media-control-background': 'transparent',
  '--media-control-hover-background': 'rgb(255 255 255 / 0.15)',
  '--media-control-padding': '10px',
  '--media-control-height': '24px',
} as React.CSSProperties;
const BAR_CLASS =
  'w-full items-center gap-1 bg-gradient-to-t from-black/80 to-transparent pt-2 pr-[max(0.5rem,env(safe-area-inset-right))] pb-[max(0.5rem,env(safe-area-inset-bottom))] pl-[max(0.5rem,env(safe-area-inset-left))] [&>*]:min-h-11 [&>*]:min-w-11 [&>*]:shrink-0 [&>*]:rounded-lg [&>*]:p-[var(--media-control-padding)]';

function BarButton({
  label,
  onClick,
  children,
  ref,
  ...aria
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  'aria-pressed'?: boolean;
  'aria-expanded'?: boolean;
  'aria-haspopup'?: 'menu';
}) {
  return (
    <button ref={ref} type="button" className={controlButton} aria-label={label} onClick={onClick} {...aria}>
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
  /** The settings button, where focus returns when its menu closes. */
  settingsButton: Ref<HTMLButtonElement>;
  onPictureInPicture: () => void;
}

const CENTRE_STYLE = {
  '--media-control-padding': '12px',
  '--media-control-height': '28px',
} as React.CSSProperties;

/** Play/pause between the 10 s skips in the middle of the picture, large enough for a thumb, on touch screens. */
export function PlayerCentreControls() {
  return (
    <div
      slot="centered-chrome"
      data-testid="player-centre-controls"
      className="hidden items-center gap-8 max-sm:flex pointer-coarse:flex [&>*]:rounded-full [&>*]:p-[var(--media-control-padding)]"
      style={{ ...CENTRE_STYLE, '--media-control-background': 'rgb(0 0 0 / 0.6)' } as React.CSSProperties}
    >
      <MediaSeekBackwardButton seekOffset={10} />
      <MediaPlayButton style={{ '--media-control-height': '40px' } as React.CSSProperties} />
      <MediaSeekForwardButton seekOffset={10} />
    </div>
  );
}

/** The seek bar (with its thumbnail previews) and the control bar: media-chrome's controls and ours. */
export function PlayerControlBar({ settingsButton, ...props }: TPlayerControlBarProps) {
  const previewWidth = `${PREVIEW_WIDTH_PX[props.thumbnailSize]}px`;
  return (
    <>
      <MediaTimeRange
        className="w-full px-[max(0.5rem,env(safe-area-inset-left))]"
        style={
          {
            '--media-preview-thumbnail-max-width': previewWidth,
            '--media-preview-thumbnail-min-width': previewWidth,
          } as React.CSSProperties
        }
      />
      <MediaControlBar className={BAR_CLASS} style={BAR_STYLE}>
        {/* On a phone play and the skips are the centre buttons instead, the bar keeps to one line. */}
        <MediaPlayButton className="max-sm:hidden" />
        <MediaSeekBackwardButton seekOffset={10} className="max-sm:hidden" />
        <MediaSeekForwardButton seekOffset={10} className="max-sm:hidden" />
        <MediaMuteButton />
        {/* Touch screens set the volume with the device's buttons. */}
        <MediaVolumeRange className="max-sm:hidden pointer-coarse:hidden" />
        {/* Not a button (its toggle to the time left named it "playback time", unlike what it shows). */}
        <MediaTimeDisplay showDuration noToggle role="timer" />
        <span className="grow" />
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
        <BarButton
          ref={settingsButton}
          label="Settings"
          aria-haspopup="menu"
          aria-expanded={props.isMenuOpen}
          onClick={props.onToggleMenu}
        >
          <Settings className="h-5 w-5" aria-hidden="true" />
        </BarButton>
        <span className="contents max-sm:hidden">
          <BarButton label="Picture in picture" onClick={props.onPictureInPicture}>
            <PictureInPicture2 className="h-5 w-5" aria-hidden="true" />
          </BarButton>
        </span>
        <MediaFullscreenButton />
      </MediaControlBar>
    </>
  );
}
