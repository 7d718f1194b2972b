/** At most this many titles in one schedule request. */
export const SCHEDULE_MAX_TITLES = 200;
