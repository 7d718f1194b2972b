import { SOURCE_NOT_FOUND_TOAST_MS } from '@marquee/domain';
import { showToast } from '../../lib/toast.ts';

/** No source after a user's action on a movie or series page. */
export const SOURCE_NOT_FOUND_TOAST = "We can't find this movie right now, try again?";
/** No source or a source load failure (the episode page's failure text). */
export const SOURCE_LOAD_FAILED = 'Failed to load video sources. Please try again later.';

/** The source-not-found toast: top centre, for 7 s. */
export function toastSourceNotFound(): void {
  showToast(SOURCE_NOT_FOUND_TOAST, {
    kind: 'error',
    position: 'top-center',
    duration: SOURCE_NOT_FOUND_TOAST_MS,
    id: 'source-not-found',
  });
}
