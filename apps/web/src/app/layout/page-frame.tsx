import type { ReactNode } from 'react';

/**
 * The site's frame around a page: the skip link, the top bar (or its space), the info box and the page itself,
 * then what the shell adds below. The app's shell draws it, and the server draws a page's first screen with it
 * (src/first-screen/), so the app's first render lays the page out exactly where the server's was.
 */
export function PageFrame({
  header,
  notice,
  children,
  after,
}: {
  header: ReactNode;
  notice: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      {header}
      {notice}
      <main id="main" tabIndex={-1} className="flex-1 outline-none" data-page>
        {children}
      </main>
      {after}
    </div>
  );
}
