import { downloadRoutes } from '@marquee/contract/routes';
import {
  decodeDownloadLink,
  DOWNLOAD_LINK_DAMAGED,
  DOWNLOAD_LINK_EXPIRED,
  downloadableVariants,
  downloadFileName,
  downloadLinkState,
  parseHlsPlaylist,
  variantLabel,
  type TDownloadNameParts,
  type TDownloadTarget,
} from '@marquee/domain';
import { ApiError, apiGet, apiSend } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';

/** The address of the download page for a playlist, signed by the server (valid 24 h). */
export async function downloadPageLink(url: string, name: string, signal?: AbortSignal): Promise<string> {
  const { data } = await apiSend(downloadRoutes.createLink, { url, name }, signal ? { signal } : {});
  return paths.download(data);
}

/** Same-origin URLs as paths (what a download link may carry and our routes know), others as they are. */
function sitePath(url: URL): string {
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}

/** An HLS stream's download page links: one per rendition of its master playlist, or one for a media playlist. */
export async function hlsDownloadLinks(
  playlist: string,
  parts: TDownloadNameParts,
  signal?: AbortSignal,
): Promise<{ label: string; href: string }[]> {
  const base = new URL(playlist, window.location.href);
  const response = await fetch(base, { ...(signal ? { signal } : {}), credentials: 'same-origin' });
  if (!response.ok) throw new Error(`playlist ${response.status}`);
  const parsed = parseHlsPlaylist(await response.text());
  const choices =
    parsed.kind === 'master'
      ? downloadableVariants(parsed.variants).map((v) => ({
          label: variantLabel(v),
          url: new URL(v.uri, base),
        }))
      : [{ label: 'Best quality', url: base }];
  return Promise.all(
    choices.map(async ({ label, url }) => {
      const quality = label === 'Best quality' ? undefined : label;
      const name = downloadFileName({ ...parts, quality });
      return { label, href: await downloadPageLink(sitePath(url), name, signal) };
    }),
  );
}

export type TCheckedLink = { ok: true; target: TDownloadTarget } | { ok: false; message: string };

/**
 * Checks a download page's `data`: its shape and expiry here (by this device's clock), its signature and
 * expiry on the server (410 expired; anything else it refuses is damaged).
 */
export async function checkDownloadLink(data: string | null, signal?: AbortSignal): Promise<TCheckedLink> {
  const link = data ? decodeDownloadLink(data) : undefined;
  if (!link || !data) return { ok: false, message: DOWNLOAD_LINK_DAMAGED };
  const state = downloadLinkState(link, Date.now());
  if (state !== 'valid') {
    return { ok: false, message: state === 'expired' ? DOWNLOAD_LINK_EXPIRED : DOWNLOAD_LINK_DAMAGED };
  }
  try {
    const target = await apiGet(downloadRoutes.readLink, { query: { data }, ...(signal ? { signal } : {}) });
    return { ok: true, target };
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) {
      return { ok: false, message: DOWNLOAD_LINK_EXPIRED };
    }
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { ok: false, message: DOWNLOAD_LINK_DAMAGED };
    }
    throw error;
  }
}
