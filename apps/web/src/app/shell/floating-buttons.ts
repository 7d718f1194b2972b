import { FLOATING_DONATE_AFTER_PX, SCROLL_TO_TOP_AFTER_PX } from '@marquee/domain';

/** Which floating buttons show at a scroll position (scroll-to-top above 500 px, donate above 550 px). */
export function floatingButtonsAt(scrollY: number): { showScrollTop: boolean; showDonate: boolean } {
  return { showScrollTop: scrollY > SCROLL_TO_TOP_AFTER_PX, showDonate: scrollY > FLOATING_DONATE_AFTER_PX };
}
