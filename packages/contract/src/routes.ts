// Route table and helpers without zod values: safe to bundle into the web app. Types may come from the
// declarations (`export type` is erased); values only from zod-free files.
export * from './endpoint.ts';
export * from './route-table/index.ts';
export * from './catalogue/catalogue.http.ts';
export type { TDiscoverQuery, TSearchQuery } from './catalogue/catalogue.schemas.ts';
export type { TTitleWatchProviders } from './catalogue/tmdb-shapes.ts';
export * from './images/images.http.ts';
export * from './images/resize-limits.ts';
export * from './images/artwork-sources.ts';
export { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MAX_WORDS } from './catalogue/search-words.ts';
export type { TAuthAnswer, TSessionInfo, TUser } from './accounts/accounts.schemas.ts';
export type { TProfile, TProfilesAnswer } from './profiles/profiles.schemas.ts';
export * from './pages/first-screen.ts';
export * from './pages/pages.ts';
export * from './pages/web-paths.ts';
export * from './sources/sources.http.ts';
export type {
  TLibraryPlaybackAnswer,
  TLibraryPlaybackBody,
  TSourceSearchBody,
  TSourceSearchInput,
  TSubtitleResult,
  TSubtitleSearchAnswer,
} from './sources/sources.schemas.ts';
export type { TDonateInfo, TDonationStats } from './donations/donations.schemas.ts';
export * from './site-info/site-info.http.ts';
export * from './notices/notices.http.ts';
export type { TCommunityLink, TSiteInfo } from './site-info/site-info.schemas.ts';
export * from './downloads/downloads.http.ts';
export * from './four-k/four-k.http.ts';
export { SCHEDULE_MAX_TITLES } from './up-next/up-next.http.ts';
