import clsx from 'clsx';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { THeroLayout } from '@marquee/contract/routes';
import type { TMediaItem } from '@marquee/domain';
import { stepIndex } from '../../browse/carousel-steps.ts';
import { mediaKey } from '../../browse/mix-media.ts';
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

/**
 * The hero carousel (WAI-ARIA carousel pattern): one slide shown at a time, advancing every 5 s;
 * pausable by its button and while hovered or focused; moved by arrow keys, swipes, buttons and dots.
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
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const { index } = carousel;
  if (!seen.has(index)) setSeen(new Set(seen).add(index));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    // Focus on the outgoing slide's link would be lost when it hides: keep it on the slides' box.
    const slides = event.currentTarget.querySelector<HTMLElement>('[data-slides]');
    const focused = document.activeElement;
    if (slides && focused && focused !== slides && slides.contains(focused)) {
      slides.focus({ preventScroll: true });
    }
    carousel.step(step);
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

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="hero-carousel"
      data-rotating={carousel.isRotating}
      onKeyDown={onKeyDown}
      onFocus={() => carousel.setFocus(true)}
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
        tabIndex={-1}
        data-slides
        className="absolute inset-0 touch-pan-y outline-none focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white/70"
        {...swipe}
      >
        {isPending && <HeroSkeleton />}
        {items.map((item, slide) => (
          <HeroSlide
            key={mediaKey(item)}
            item={item}
            position={slide + 1}
            count={count}
            isActive={slide === index}
            isWanted={isWanted(slide)}
            layout={layout}
            priority={slide === 0}
          />
        ))}
      </div>
      {count > 1 && (
        <HeroControls
          index={index}
          count={count}
          isPaused={carousel.isPausedByUser}
          onTogglePause={carousel.togglePause}
          onStep={carousel.step}
          onGoTo={carousel.goTo}
        />
      )}
    </section>
  );
}
