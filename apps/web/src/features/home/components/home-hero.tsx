import { HeroCarousel } from '../../catalogue/components/hero/hero-carousel.tsx';
import { useHomeHero, useTopToday } from '../home-lists.ts';
import { TopToday } from './top-today.tsx';

/** The top of home: the hero carousel, with today's top 10 beside it on wide screens and under it on phones. */
export function HomeHero() {
  const hero = useHomeHero();
  const topToday = useTopToday();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
      <HeroCarousel
        items={hero.items}
        isPending={hero.isPending}
        label="Trending and popular"
        layout="beside-list"
        className="-mx-4 sm:mx-0"
      />
      <TopToday list={topToday} />
    </div>
  );
}
