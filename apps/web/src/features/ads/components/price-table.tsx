import { AD_FORMATS, AD_PRICES, AD_SPOTS, type TAdFormat, type TAdSpot } from '@marquee/domain';

const FORMAT_LABELS: Record<TAdFormat, string> = {
  banner: 'Banner',
  companion: 'In-player companion',
  'in-list': 'In-list',
  square: 'Square',
};

const SPOT_LABELS: Record<TAdSpot, string> = {
  homepage: 'Homepage',
  search: 'Search',
  movie: 'Movie',
  sidebar: 'Sidebar',
  footer: 'Footer',
  special: 'Special',
};

/** The ad prices: a spot per row, a format per column, per month in US dollars; '—' where not offered. */
export function PriceTable() {
  return (
    // Scrolls sideways on narrow screens; focusable so keyboards can scroll it too.
    <div
      role="region"
      aria-label="Prices"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-white/10"
    >
      <table className="w-full min-w-[21rem] text-left text-xs sm:text-sm">
        <caption className="sr-only">Price per month in US dollars, by spot and format</caption>
        <thead className="bg-zinc-100 text-zinc-700 dark:bg-white/5 dark:text-zinc-300">
          <tr>
            <th scope="col" className="px-2 py-3 sm:px-4 font-semibold">
              Spot
            </th>
            {AD_FORMATS.map((format) => (
              <th key={format} scope="col" className="px-2 py-3 sm:px-4 text-right font-semibold">
                {FORMAT_LABELS[format]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-white/10">
          {AD_SPOTS.map((spot) => (
            <tr key={spot}>
              <th scope="row" className="px-2 py-3 sm:px-4 font-medium text-zinc-900 dark:text-zinc-100">
                {SPOT_LABELS[spot]}
              </th>
              {AD_FORMATS.map((format) => {
                const price = AD_PRICES[format][spot];
                return (
                  <td key={format} className="px-2 py-3 sm:px-4 text-right tabular-nums">
                    {price === null ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">not offered</span>
                      </>
                    ) : (
                      `$${price}`
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
