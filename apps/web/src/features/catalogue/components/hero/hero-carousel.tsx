import clsx from 'clsx';
import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { THeroLayout } from '@marquee/contract/routes';
import { displayTitle, type TMediaItem } from '@marquee/domain';
import { stepIndex } from '../../browse/carousel-steps.ts';
import { mediaKey } from '../../browse/mix-media.ts';
import { useStagedCount } from '../../../../lib/use-staged-count.ts';
import { useIsIdle } from '../../../../lib/when-idle.ts';
import { HeroControls } from './hero-controls.tsx';
import { HeroSkeleton } from './hero-skeleton.tsx';
import { HeroSlide } from './hero-slide.tsx';
import { useCarousel } from './use-carousel.ts';
import { useSwipe } from './use-swipe.ts';

export interface THeroCarouselProps {
  items: TMediaItem[];
  isPending: boolean;
  label?: string;
  /** Across the page, or beside today's top list on wide screens: the backdrops are cropped to fit. */
  layout?: THeroLayout;
  className?: string;
}

/** The slide an arrow, Home or End key moves to; undefined for other keys. */
function slideForKey(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return stepIndex(index, 1, count);
  if (key === 'ArrowLeft') return stepIndex(index, -1, count);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** Whether focus came from the keyboard (a click on a control focuses it too, and must not stop the rotation). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * The hero carousel (WAI-ARIA carousel pattern with tabs): one slide shown at a time, advancing every 5 s;
 * paused by its button and while hovered or focused, and stopped by keyboard focus inside it. For the keyboard
 * it is one Tab stop (the slide picker, a tab list with a roving tabindex) besides the shown slide's own links:
 * arrow keys, Home and End move between slides from anywhere inside it. Swipes, buttons and dots move it too.
 */
export function HeroCarousel({
  items,
  isPending,
  label = 'Featured titles',
  layout = 'full',
  className,
}: THeroCarouselProps) {
  const count = items.length;
  const carousel = useCarousel(count);
  const swipe = useSwipe(carousel.step);
  const slideId = useId();
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const { index } = carousel;
  if (!seen.has(index)) setSeen(new Set(seen).add(index));

  const focusTabOf = useRef<number | undefined>(undefined);
  const sectionRef = useRef<HTMLElement>(null);
  const focusTab = (slide: number) =>
    sectionRef.current
      ?.querySelector<HTMLElement>(`[data-slide-tab="${slide}"]`)
      ?.focus({ preventScroll: true });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || count < 2) return;
    const target = slideForKey(event.key, index, count);
    if (target === undefined) return;
    event.preventDefault();
    if (target === index) {
      focusTab(index);
      return;
    }
    carousel.goTo(target);
    // Focus follows the selection to the slide's tab once it shows (on phones only the shown slide's tab does);
    // the outgoing slide's links are about to hide.
    focusTabOf.current = target;
  };
  useLayoutEffect(() => {
    if (focusTabOf.current !== index) return;
    focusTabOf.current = undefined;
    focusTab(index);
  });
  const onFocus = (event: FocusEvent) => {
    carousel.setFocus(true);
    if (isKeyboardFocus(event.target)) carousel.stop();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocus(false);
  };
  // The slides either side are built (their pictures fetched) once the page has loaded and gone idle, ready
  // for the first move; before then they would only compete with the first screen's own pictures.
  const isIdle = useIsIdle();
  const isWanted = (slide: number) =>
    seen.has(slide) ||
    (isIdle && (slide === stepIndex(index, 1, count) || slide === stepIndex(index, -1, count)));
  // The shown slide is drawn at once; the other slides' places and the controls (laid over the slides, so
  // nothing moves when they come) a task later: the dots and buttons were a quarter of the first screen's render
  // on a slow phone, in the task that also draws the page.
  const isWhole = useStagedCount(2) > 1;

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="hero-carousel"
      data-rotating={carousel.isRotating}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      className={clsx(
        'relative isolate h-[400px] overflow-hidden bg-zinc-900 sm:rounded-2xl lg:h-[440px]',
        className,
      )}
    >
      <div
        aria-live={carousel.isRotating ? 'off' : 'polite'}
        aria-atomic="false"
        data-slides
        className="absolute inset-0 touch-pan-y"
        {...swipe}
      >
        {isPending && <HeroSkeleton />}
        {items.map((item, slide) =>
          isWhole || slide === index ? (
            <HeroSlide
              key={mediaKey(item)}
              id={`${slideId}-${slide}`}
              item={item}
              position={slide + 1}
              count={count}
              isActive={slide === index}
              isWanted={isWanted(slide)}
              layout={layout}
              priority={slide === 0}
            />
          ) : null,
        )}
      </div>
      {count > 1 && isWhole && (
        <HeroControls
          index={index}
          titles={items.map(displayTitle)}
          slideId={(slide) => `${slideId}-${slide}`}
          isPaused={carousel.isPausedByUser}
          onTogglePause={carousel.togglePause}
          onStep={carousel.step}
          onGoTo={carousel.goTo}
        />
      )}
    </section>
  );
}
