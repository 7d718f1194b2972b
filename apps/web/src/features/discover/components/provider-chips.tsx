import clsx from 'clsx';
import { Check, X } from '../../../lib/icons.tsx';
import { NETWORKS } from '@marquee/domain';
import { FALLBACK_TILE_STYLE, NETWORK_TILE_STYLES } from '../../catalogue/components/network-styles.ts';

export interface TProviderChipsProps {
  selected: readonly number[];
  onToggle: (providerId: number) => void;
  onClear: () => void;
}

/** The streaming-service filters: one toggle chip per provider, and Clear once any is chosen. */
export function ProviderChips({ selected, onToggle, onClear }: TProviderChipsProps) {
  return (
    <div role="group" aria-labelledby="provider-chips-label" className="space-y-2">
      <p
        id="provider-chips-label"
        className="text-xs font-semibold tracking-wider text-zinc-600 uppercase dark:text-zinc-400"
      >
        Streaming services
      </p>
      <ul className="scrollbar-none -mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0">
        {NETWORKS.map((network) => {
          const isOn = selected.includes(network.providerId);
          const style = NETWORK_TILE_STYLES[network.slug] ?? FALLBACK_TILE_STYLE;
          return (
            <li key={network.slug} className="shrink-0">
              <button
                type="button"
                aria-pressed={isOn}
                onClick={() => onToggle(network.providerId)}
                className={clsx(
                  'inline-flex items-center gap-2 rounded-full border py-1.5 pr-3.5 pl-1.5 text-sm font-semibold transition-colors',
                  isOn
                    ? 'border-brand-600 bg-brand-600/10 text-zinc-950 dark:text-white'
                    : 'border-zinc-300 text-zinc-700 hover:border-zinc-400 dark:border-zinc-700 dark:text-zinc-300 dark:hover:border-zinc-500',
                )}
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'grid h-6 w-6 place-items-center rounded-full ring-1 ring-black/10',
                    style.tile,
                  )}
                >
                  {isOn && <Check className="h-3.5 w-3.5 text-white drop-shadow" strokeWidth={3} />}
                </span>
                {network.name}
              </button>
            </li>
          );
        })}
        {selected.length > 0 && (
          <li className="shrink-0">
            <button
              type="button"
              onClick={onClear}
              className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold text-zinc-600 hover:text-brand-600 dark:text-zinc-400 dark:hover:text-brand-400"
            >
              <X className="h-4 w-4" aria-hidden="true" />
              Clear
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
