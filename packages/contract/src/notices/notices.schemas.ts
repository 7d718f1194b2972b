import { z } from 'zod';

// The operator's files behind the announcement modal, the info boxes and the ads:
// site/announcements.json, site/info-boxes.json and site/ads.json. The server validates each with these
// schemas; a file that breaks them is ignored and the last good version served (the server's shared/site-files.ts).

const TEXT_MAX = 5_000;
const HTML_MAX = 50_000;

const id = () =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(100, 'must be at most 100 characters')
    .regex(/^[A-Za-z0-9._-]+$/, 'must use only letters, digits, dot, dash and underscore');
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
/** A link: a path on this site or an http(s) address (never javascript: or data:). */
const link = () =>
  z
    .string()
    .max(2_000)
    .regex(/^(\/(?!\/)|https?:\/\/)/, 'must be a path starting with / or an http(s) address');
/** A picture: a path on this site (the pages load pictures from this site only, e.g. /site/ads/banner.gif). */
const picture = () =>
  z
    .string()
    .max(2_000)
    .regex(
      /^\/(?!\/)[^"'()\\\s]*$/,
      'must be a path on this site starting with / (e.g. /site/ads/banner.gif)',
    );
const day = () => z.iso.date({ error: 'must be a date such as 2026-01-31' });
const moment = () =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'must be a date (2026-01-31) or a date and time (2026-01-31T18:00:00Z)',
  });
/** A CSS colour, as a name, #hex or a function such as rgb(...): no other CSS can slip in. */
const colour = () =>
  z
    .string()
    .max(100)
    .regex(
      /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(rgb|rgba|hsl|hsla|oklch)\([0-9.,%\s/a-z-]+\))$/,
      'must be a CSS colour',
    );

/** Each id once: dismissals are stored by id. */
const uniqueIds = <T extends { id: string }>(items: T[], ctx: z.core.$RefinementCtx<T[]>) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is used twice' });
    seen.add(item.id);
  });
};

export const ZAnnouncement = z.object({
  id: id(),
  title: text(300).trim().min(1, 'must not be empty'),
  content: text(TEXT_MAX).optional(),
  html: text(HTML_MAX).optional(),
  image: picture().optional(),
  bgImage: picture().optional(),
  bgColor: colour().optional(),
  priority: z.number().finite().optional(),
  startsAt: moment().optional(),
  expiresAt: moment().optional(),
  repeat: z.enum(['never', 'weekly', 'monthly']).optional(),
});

/** site/announcements.json, served as /modalData.json. */
export const ZAnnouncementsFile = z.array(ZAnnouncement).max(100).superRefine(uniqueIds);

export const ZInfoBox = z.object({
  id: id(),
  title: text(300).trim().min(1, 'must not be empty'),
  content: text(TEXT_MAX),
  type: z.enum(['info', 'warning', 'success', 'error']),
  dismissible: z.boolean(),
  expiresAt: moment().optional(),
});

/** site/info-boxes.json, served as /infoBoxes.json. */
export const ZInfoBoxesFile = z.array(ZInfoBox).max(100).superRefine(uniqueIds);

export const ZAd = z.object({
  id: id(),
  gifUrl: picture(),
  mobileGifUrl: picture().optional(),
  link: link(),
  alt: text(300).optional(),
  startDate: day().optional(),
  endDate: day().optional(),
  priority: z.number().finite().min(0, 'must not be negative').optional(),
});

/** site/ads.json, served as /ads.json. */
export const ZAdsFile = z.array(ZAd).max(200).superRefine(uniqueIds);

/** The folders of the site files whose pictures are served: /site/ads/... and /site/announcements/... */
export const SITE_IMAGE_FOLDERS = ['ads', 'announcements'] as const;

/** GET /site/:folder/:file: a picture of the ads' or the announcements' folder. */
export const ZSiteImageParams = z.object({
  folder: z.enum(SITE_IMAGE_FOLDERS, { error: "must be 'ads' or 'announcements'" }),
  file: z
    .string()
    .max(200)
    .regex(
      /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.(gif|png|jpe?g|webp|avif)$/,
      'must be a picture file name (gif, png, jpg, webp, avif)',
    ),
});
