import clsx from 'clsx';
import { useId } from 'react';
import { NETWORKS } from '@marquee/domain';
import { paths } from '../../../lib/paths.ts';
import { FALLBACK_TILE_STYLE, NETWORK_TILE_STYLES } from './network-styles.ts';
import { SectionHeading } from './section-heading.tsx';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';

export interface TNetworkRailProps {
  title?: string;
  /** A slimmer version for the top of a landing page. */
  compact?: boolean;
}

/** The eight streaming networks, each tile linking to its network page. */
export function NetworkRail({ title = 'Networks', compact = false }: TNetworkRailProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="network-rail">
      <SectionHeading id={headingId} title={title} seeAllHref={paths.networks()} />
      <ul className="scrollbar-none -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-8 lg:overflow-visible lg:px-0">
        {NETWORKS.map((network) => {
          const style = NETWORK_TILE_STYLES[network.slug] ?? FALLBACK_TILE_STYLE;
          return (
            <li key={network.slug} className="shrink-0 snap-start">
              <PrefetchLink
                to={paths.network(network.slug)}
                className={clsx(
                  'flex items-center justify-center rounded-xl px-3 text-center shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-500 dark:ring-white/10',
                  compact ? 'h-14 w-32 lg:w-full' : 'h-20 w-36 lg:w-full',
                  style.tile,
                )}
              >
                <span className={clsx(compact ? 'text-lg' : 'text-xl', style.mark)}>
                  {style.label ?? network.name}
                </span>
              </PrefetchLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
