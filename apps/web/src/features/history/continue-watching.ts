/** The local storage key of the watch history (spec/accounts-and-services.md §3). */
export const WATCH_HISTORY_KEY = 'media-tracking';
