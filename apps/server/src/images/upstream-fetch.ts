import { readCappedBody } from '../shared/read-capped-body.ts';

/** Why an upstream image could not be had. */
export type TFetchFailure =
  'redirect' | 'too-large' | 'not-image' | 'not-found' | 'private-address' | 'unavailable';

export class ImageFetchError extends Error {
  constructor(
    readonly reason: TFetchFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface TFetchLimits {
  /** Largest image accepted, in bytes. */
  maxBytes: number;
  /** Time allowed for the whole download, headers and body. */
  timeoutMs: number;
}

/** 15 MB and 10 s: far above any TMDB original, low enough that no request can tie the server up. */
export const DEFAULT_FETCH_LIMITS: TFetchLimits = { maxBytes: 15 * 1024 * 1024, timeoutMs: 10_000 };

/**
 * Downloads one image: redirects are not followed (a 3xx is refused), the answer must say it is an image,
 * and its size and the time taken are capped.
 */
export async function fetchImage(url: URL, fetcher: typeof fetch, limits: TFetchLimits): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetcher(url, { redirect: 'manual', signal, headers: { accept: 'image/*' } });
    const drop = () => response.body?.cancel().catch(() => {});
    if ((response.status >= 300 && response.status < 400) || response.type === 'opaqueredirect') {
      await drop();
      throw new ImageFetchError('redirect', 'The image URL redirects elsewhere; redirects are not followed');
    }
    if (response.status === 404 || response.status === 410) {
      await drop();
      throw new ImageFetchError('not-found', 'The image was not found upstream');
    }
    if (!response.ok || !response.body) {
      await drop();
      throw new ImageFetchError('unavailable', `The image host answered ${response.status}`);
    }
    if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('image/')) {
      await drop();
      throw new ImageFetchError('not-image', 'The URL does not point at an image');
    }
    return await readCappedBody(
      response,
      limits.maxBytes,
      () => new ImageFetchError('too-large', `The image is larger than ${limits.maxBytes} bytes`),
    );
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    const isTimeout = signal.aborted;
    throw new ImageFetchError(
      'unavailable',
      isTimeout ? 'The image host did not answer in time' : 'The image host could not be reached',
    );
  }
}
