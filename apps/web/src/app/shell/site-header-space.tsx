import { clsx } from 'clsx';

// Apart from the bar itself so that the server can draw a page's first screen with it (src/first-screen/),
// without the bar's code and the stores it reads.

export const headerClass =
  'z-40 border-b border-zinc-200/80 bg-white/85 backdrop-blur-xl dark:border-white/5 dark:bg-zinc-950/80';
export const barClass = 'mx-auto flex h-16 max-w-screen-2xl items-center gap-2 px-4 lg:gap-3 lg:px-6';

/** The top bar's place, drawn until the bar itself is (the first load draws the page first): same size, empty. */
export function SiteHeaderSpace() {
  return (
    <div className={clsx(headerClass, 'sticky top-0')} aria-hidden="true">
      <div className={barClass} />
    </div>
  );
}
