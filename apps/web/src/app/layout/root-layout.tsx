import { Outlet } from 'react-router';

/** The site shell around every page. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
