import { heightOf, resolutionForScreen } from '@marquee/domain';
import { preferredHeight, type TPlaybackPreferences } from './player-preferences.ts';

/** The picture height this screen can show, from its largest side in device pixels. */
function screenHeight(): number {
  const ratio = window.devicePixelRatio || 1;
  return heightOf(resolutionForScreen(window.screen.width * ratio, window.screen.height * ratio));
}

/**
 * The connection's bandwidth estimate in bits per second (Network Information's `downlink`, which Chromium
 * rounds and caps at 10 Mbps), or undefined where the browser gives none.
 */
function connectionBandwidth(): number | undefined {
  const downlinkMbps = (navigator as Navigator & { connection?: { downlink?: number } }).connection?.downlink;
  return downlinkMbps !== undefined && downlinkMbps > 0 ? downlinkMbps * 1_000_000 : undefined;
}

/** The bandwidth a stream's start follows: none when the settings chose a quality, which starts as chosen. */
export function startBandwidthFor(quality: TPlaybackPreferences['quality']): number | undefined {
  return preferredHeight(quality) === undefined ? connectionBandwidth() : undefined;
}

/** The height a stream starts at: the quality the settings prefer, else what the screen can show. */
export function startHeightFor(quality: TPlaybackPreferences['quality']): number {
  return preferredHeight(quality) ?? screenHeight();
}
