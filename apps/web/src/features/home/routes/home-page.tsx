import { useQuery } from '@tanstack/react-query';
import { MediaCard } from '../../catalogue/components/media-card.tsx';
import { trendingQuery } from '../../catalogue/queries.ts';

/** Home: trending titles (the full home screen is built on top of this). */
export default function HomePage() {
  const trending = useQuery(trendingQuery('all'));
  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-4 text-xl font-bold">Trending</h1>
      {trending.isError && <p role="alert">Something went wrong. We couldn't load the content...</p>}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">
        {trending.data?.results.map((item, index) => (
          <MediaCard key={`${item.media_type}-${item.id}`} item={item} priority={index < 6} />
        ))}
      </div>
    </section>
  );
}
