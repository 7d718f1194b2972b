import clsx from 'clsx';
import { ChevronRight } from '../../../lib/icons.tsx';
import { NETWORKS } from '@marquee/domain';
import { FALLBACK_TILE_STYLE, NETWORK_TILE_STYLES } from '../../catalogue/components/network-styles.ts';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';

/** Every network page, as a list of links (the landing's last section). */
export function AllNetworks() {
  return (
    <section aria-labelledby="all-networks-heading" data-testid="all-networks">
      <h2
        id="all-networks-heading"
        className="mb-3 flex items-center gap-2 text-lg font-bold tracking-tight sm:text-xl"
      >
        <span aria-hidden="true" className="h-5 w-1 rounded-full bg-brand-500" />
        All Networks
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {NETWORKS.map((network) => {
          const style = NETWORK_TILE_STYLES[network.slug] ?? FALLBACK_TILE_STYLE;
          return (
            <li key={network.slug}>
              <PrefetchLink
                to={paths.network(network.slug)}
                className="group flex items-center gap-3 rounded-xl border border-zinc-200 bg-white p-2 pr-3 text-sm font-semibold transition hover:border-brand-500 dark:border-zinc-800 dark:bg-zinc-900"
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'grid h-10 w-20 shrink-0 place-items-center rounded-lg px-1 text-center',
                    style.tile,
                  )}
                >
                  <span className={clsx('text-[10px] leading-tight', style.mark)}>
                    {style.label ?? network.name}
                  </span>
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate group-hover:text-brand-600 dark:group-hover:text-brand-400">
                    {network.name}
                  </span>
                  <span className="block text-xs font-normal text-zinc-600 dark:text-zinc-400">
                    Movies and series
                  </span>
                </span>
                <ChevronRight
                  className="h-4 w-4 shrink-0 text-zinc-400 transition group-hover:translate-x-0.5 group-hover:text-brand-500"
                  aria-hidden="true"
                />
              </PrefetchLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
