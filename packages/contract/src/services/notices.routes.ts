import type { TAd, TAnnouncement, TInfoBox } from '@marquee/domain';
import type { z } from 'zod';
import { route } from '../endpoint.ts';
import type { ZAdImageParams } from './notices.schemas.ts';

/**
 * The operator-editable notices (zod-free: the web app imports this): the announcement modal's list and the ads
 * are the static files of spec/accounts-and-services.md §7; the info boxes are served the same way.
 */
export const noticeRoutes = {
  announcements: route('GET', '/modalData.json').returns<TAnnouncement[]>(),
  infoBoxes: route('GET', '/infoBoxes.json').returns<TInfoBox[]>(),
  ads: route('GET', '/ads.json').returns<TAd[]>(),
  /** The pictures the ads point to (site/ads/ of SITE_DIR, else of the shipped site folder). */
  adImage: route<typeof ZAdImageParams>('GET', '/site/ads/:file').returns<unknown>(),
};
