import { INFO_BOXES_META_NAME, ZInfoBoxesFile } from '@marquee/contract';
import { escapeAttribute, type THeadPart } from '../http/page-head.ts';
import type { SiteFiles } from '../shared/site-files.ts';

export const INFO_BOXES_FILE = 'info-boxes.json';

/**
 * A head part giving every page the info boxes in a meta tag: the strip under the header is then part of the
 * first render, where a strip arriving with a later request pushed the whole page down (a layout shift).
 */
export function infoBoxesHead(siteFiles: SiteFiles): THeadPart {
  return async () => {
    const boxes = await siteFiles.read(INFO_BOXES_FILE, ZInfoBoxesFile);
    return [`<meta name="${INFO_BOXES_META_NAME}" content="${escapeAttribute(JSON.stringify(boxes))}">`];
  };
}
