import { CONTENT_FILTER_COOKIE } from '@marquee/contract/routes';
import type { TSettings } from '@marquee/domain';

/** A year: the choice outlives browser restarts like the setting it mirrors. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The content filtering choice the catalogue's answers are filtered by now (none: unrestricted). */
export function readContentFilterCookie(): string | undefined {
  const prefix = `${CONTENT_FILTER_COOKIE}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found?.slice(prefix.length);
}

/**
 * Makes the catalogue filter by the visitor's content filtering setting: the server reads it from this
 * cookie (the visitor's own choice, so a cookie the page sets is enough). Returns whether it changed.
 */
export function writeContentFilterCookie(choice: TSettings['contentFiltering']): boolean {
  const current = readContentFilterCookie() ?? 'unrestricted';
  if (current === choice) return false;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    choice === 'unrestricted'
      ? `${CONTENT_FILTER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${CONTENT_FILTER_COOKIE}=${choice}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  return true;
}
