import type { TAd, TAnnouncement, TInfoBox } from '@marquee/domain';
import { z } from 'zod';
import { endpoint, rawAnswer } from '../declare-endpoint.ts';
import { ZAd, ZAnnouncement, ZInfoBox, ZSiteImageParams } from './notices.schemas.ts';

/**
 * The operator-editable notices: the announcement modal's list, the info boxes and the ads, each a site file
 * checked when it is read (notices.schemas.ts), and their pictures.
 */
export const noticeEndpoints = {
  announcements: endpoint({
    method: 'GET',
    path: '/modalData.json',
    response: z.array(ZAnnouncement) satisfies z.ZodType<TAnnouncement[]>,
  }),
  infoBoxes: endpoint({
    method: 'GET',
    path: '/infoBoxes.json',
    response: z.array(ZInfoBox) satisfies z.ZodType<TInfoBox[]>,
  }),
  ads: endpoint({ method: 'GET', path: '/ads.json', response: z.array(ZAd) satisfies z.ZodType<TAd[]> }),
  /** The pictures of ads and announcements (site/ads/, site/announcements/ of SITE_DIR, else shipped). */
  siteImage: endpoint({
    method: 'GET',
    path: '/site/:folder/:file',
    params: ZSiteImageParams,
    response: rawAnswer(['image/gif', 'image/png', 'image/jpeg', 'image/webp', 'image/avif']),
  }),
};
