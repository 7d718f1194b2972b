/**
 * The page's HTML carries the info boxes in `<meta name="marquee-info-boxes" content="[json]">`, so the strip
 * under the header is drawn with the first render instead of pushing the page down once a request answers.
 */
export const INFO_BOXES_META_NAME = 'marquee-info-boxes';
