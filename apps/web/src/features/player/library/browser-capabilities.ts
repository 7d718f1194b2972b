import { CODEC_TEST_KEYS, CODEC_TESTS, type TBrowserCapabilities } from '@marquee/domain';

/** The two questions a browser answers about a type (tests hand in their own answers). */
export interface TCodecProbe {
  /** MediaSource.isTypeSupported, absent without Media Source Extensions. */
  isTypeSupported?: ((type: string) => boolean) | undefined;
  canPlayType: (type: string) => string;
}

/** What a browser decodes: the tests MSE passes, and those `canPlayType` does not answer '' to. */
export function testCapabilities(probe: TCodecProbe): TBrowserCapabilities {
  const { isTypeSupported } = probe;
  return {
    mse: isTypeSupported ? CODEC_TEST_KEYS.filter((key) => isTypeSupported(CODEC_TESTS[key])) : [],
    native: CODEC_TEST_KEYS.filter((key) => probe.canPlayType(CODEC_TESTS[key]) !== ''),
  };
}

let known: TBrowserCapabilities | undefined;

/** This browser's capabilities, tested once (Safari on iPhone has ManagedMediaSource instead of MediaSource). */
export function browserCapabilities(): TBrowserCapabilities {
  if (known) return known;
  const scope = window as unknown as {
    MediaSource?: typeof MediaSource;
    ManagedMediaSource?: typeof MediaSource;
  };
  const source = scope.MediaSource ?? scope.ManagedMediaSource;
  const video = document.createElement('video');
  known = testCapabilities({
    isTypeSupported: source ? (type) => source.isTypeSupported(type) : undefined,
    canPlayType: (type) => video.canPlayType(type),
  });
  return known;
}
