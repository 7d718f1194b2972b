import clsx from 'clsx';
import type { TNetwork } from '@marquee/domain';
import { FALLBACK_TILE_STYLE, NETWORK_TILE_STYLES } from '../../catalogue/components/network-styles.ts';

export interface TNetworkBannerProps {
  network: TNetwork;
  /** How many titles the current filter holds, once known. */
  total: number | undefined;
}

/** The network page's heading: the network's colours and wordmark, and how many titles it has. */
export function NetworkBanner({ network, total }: TNetworkBannerProps) {
  const style = NETWORK_TILE_STYLES[network.slug] ?? FALLBACK_TILE_STYLE;
  return (
    <header
      className={clsx(
        'relative flex min-h-32 flex-col justify-end overflow-hidden rounded-2xl p-5 shadow-sm sm:min-h-40 sm:p-8',
        style.tile,
      )}
    >
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/60 to-transparent" />
      <h1 className={clsx('relative text-4xl sm:text-5xl', style.mark)}>
        {style.label ?? network.name}
        {style.label && <span className="sr-only"> ({network.name})</span>}
      </h1>
      <p className="relative mt-2 text-sm font-medium text-white/90" aria-live="polite">
        {total === undefined
          ? `Movies and series on ${network.name}`
          : `${total} ${total === 1 ? 'title' : 'titles'} on ${network.name}, most popular first`}
      </p>
    </header>
  );
}
