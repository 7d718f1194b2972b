/** The download links of the HLS download page live under this prefix. */
export const DOWNLOADS_PREFIX = '/api/downloads';
