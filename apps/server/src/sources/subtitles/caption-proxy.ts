import { isPublicHost, systemLookup, type TLookup } from '../../images/address-check.ts';
import { publicOnlyFetch } from '../../images/public-only-fetch.ts';
import { LruMap } from '../../cache/lru-map.ts';
import { readCappedBody } from '../../shared/read-capped-body.ts';
import { BadRequestError, HttpError, UpstreamError } from '../../shared/errors.ts';
import { decodeCaptionBytes, toWebVtt } from '../library/caption-files.ts';

/** Larger than any real caption file (a feature film's SubRip is ~100 KB): refused unread past this. */
export const CAPTION_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** How long fetching one caption file may take, redirects included. */
export const CAPTION_FETCH_TIMEOUT_MS = 8_000;
/** How many redirects are followed, each to an address checked again. */
export const CAPTION_MAX_REDIRECTS = 3;
/** How long a converted file is kept: viewers switching captions back and forth ask again at once. */
export const CAPTION_CACHE_TTL_MS = 10 * 60_000;
/** The converted files kept, by their size in bytes. */
const CAPTION_CACHE_MAX_BYTES = 16 * 1024 * 1024;

export const CAPTION_MESSAGES = {
  notPublic: 'The caption address is not on the public internet',
  tooLarge: `The caption file is larger than ${CAPTION_FILE_MAX_BYTES / 1024 / 1024} MB, too large to be a caption file`,
  tooManyRedirects: 'The caption address redirects too many times',
  notCaptions: 'The address does not hold SubRip or WebVTT captions',
  timeout: 'The caption host did not answer in time',
  unreachable: 'The caption host could not be reached',
} as const;

/** Only these tags mean something in a cue (italic, bold, underline); any other markup is dropped, text kept. */
const CAPTION_TAG = /^<\/?[ibu]>$/i;

/** Cue text with every tag but i, b and u removed, and SubRip's {\an8}-style override blocks dropped. */
export function sanitizeCueMarkup(vtt: string): string {
  return vtt
    .replace(/<[^>\n]*>/g, (tag) => (CAPTION_TAG.test(tag) ? tag.toLowerCase() : ''))
    .replace(/\{\\[^}\n]*\}/g, '');
}

export interface TCaptionProxyOptions {
  fetch?: typeof fetch;
  lookup?: TLookup;
  now?: () => number;
}

/**
 * Caption files on the web, fetched for the browser (which may only fetch from this site): http(s) only, every
 * address (redirects included) public, size and time capped, converted to WebVTT with only i, b and u markup,
 * and kept for a few minutes.
 */
export class CaptionProxy {
  private readonly fetcher: typeof fetch;
  private readonly lookup: TLookup;
  private readonly now: () => number;
  private readonly cache = new LruMap<{ vtt: string; at: number }>(
    CAPTION_CACHE_MAX_BYTES,
    (entry) => entry.vtt.length,
  );

  constructor(options: TCaptionProxyOptions = {}) {
    this.fetcher = options.fetch ?? publicOnlyFetch;
    this.lookup = options.lookup ?? systemLookup;
    this.now = options.now ?? Date.now;
  }

  /** The caption file at `url` as WebVTT; throws an HttpError with a readable message when it cannot be had. */
  async webVtt(url: string): Promise<string> {
    const cached = this.cache.get(url);
    if (cached && this.now() - cached.at < CAPTION_CACHE_TTL_MS) return cached.vtt;
    const text = decodeCaptionBytes(await this.download(url));
    const body = text.replace(/^\uFEFF/, '');
    const isVtt = /^WEBVTT/.test(body);
    if (!isVtt && !/\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->/.test(body)) {
      throw new HttpError(422, CAPTION_MESSAGES.notCaptions);
    }
    const vtt = sanitizeCueMarkup(toWebVtt(body, isVtt ? 'vtt' : 'srt'));
    this.cache.set(url, { vtt, at: this.now() });
    return vtt;
  }

  private async download(url: string): Promise<Buffer> {
    const signal = AbortSignal.timeout(CAPTION_FETCH_TIMEOUT_MS);
    let address = new URL(url);
    try {
      for (let hop = 0; hop <= CAPTION_MAX_REDIRECTS; hop++) {
        await this.checkAddress(address);
        const response = await this.fetcher(address, { redirect: 'manual', signal });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel().catch(() => {});
          address = new URL(location, address);
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel().catch(() => {});
          throw new UpstreamError(`The caption host answered ${response.status}`);
        }
        return await readCappedBody(
          response,
          CAPTION_FILE_MAX_BYTES,
          () => new HttpError(422, CAPTION_MESSAGES.tooLarge),
        );
      }
      throw new BadRequestError(CAPTION_MESSAGES.tooManyRedirects);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw signal.aborted
        ? new UpstreamError(CAPTION_MESSAGES.timeout, 504)
        : new UpstreamError(CAPTION_MESSAGES.unreachable);
    }
  }

  private async checkAddress(address: URL): Promise<void> {
    if (address.protocol !== 'http:' && address.protocol !== 'https:') {
      throw new BadRequestError(CAPTION_MESSAGES.notPublic);
    }
    const isPublic = await isPublicHost(address.hostname, '', this.lookup).catch(() => {
      throw new UpstreamError(CAPTION_MESSAGES.unreachable);
    });
    if (!isPublic) throw new BadRequestError(CAPTION_MESSAGES.notPublic);
  }
}
