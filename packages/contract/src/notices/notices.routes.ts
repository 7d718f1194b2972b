import type { TAd, TAnnouncement, TInfoBox } from '@marquee/domain';
import { route } from '../endpoint.ts';
import type { ZSiteImageParams } from './notices.schemas.ts';

/**
 * The operator-editable notices (zod-free: the web app imports this): the announcement modal's list and the ads
 * are the static files the original site served; the info boxes are served the same way.
 */
export const noticeRoutes = {
  announcements: route('GET', '/modalData.json').returns<TAnnouncement[]>(),
  infoBoxes: route('GET', '/infoBoxes.json').returns<TInfoBox[]>(),
  ads: route('GET', '/ads.json').returns<TAd[]>(),
  /** The pictures of ads and announcements (site/ads/, site/announcements/ of SITE_DIR, else shipped). */
  siteImage: route<typeof ZSiteImageParams>('GET', '/site/:folder/:file').returns<unknown>(),
};
