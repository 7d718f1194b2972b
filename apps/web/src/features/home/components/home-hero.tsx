import clsx from 'clsx';
import { HeroCarousel } from '../../catalogue/components/hero/hero-carousel.tsx';
import { useHomeHero, useTopToday } from '../home-lists.ts';
import { TopToday } from './top-today.tsx';

/** From this width (Tailwind's lg) the top 10 stands beside the hero. */
export const HERO_BESIDE_LIST_FROM_PX = 1024;

/**
 * The top of home: the hero carousel, with today's top 10 beside it on wide screens (`withTopToday`); narrower,
 * the top 10 comes after Continue Watching (HomeTopToday), so a visitor's first row starts on the first screen.
 */
export function HomeHero({ withTopToday }: { withTopToday: boolean }) {
  const hero = useHomeHero();
  return (
    <div className={clsx('grid gap-6', withTopToday && 'grid-cols-[minmax(0,1fr)_340px]')}>
      <HeroCarousel
        items={hero.items}
        isPending={hero.isPending}
        label="Trending and popular"
        layout="beside-list"
        className="-mx-4 sm:mx-0"
      />
      {withTopToday && <HomeTopToday />}
    </div>
  );
}

/** Today's top 10 with its list. */
export function HomeTopToday() {
  return <TopToday list={useTopToday()} />;
}
