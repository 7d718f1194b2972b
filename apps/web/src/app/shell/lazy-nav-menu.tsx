import { lazy, Suspense } from 'react';

/** Loads the menu's code: when it first opens, or earlier on intent (a menu button hovered or focused). */
export const loadNavMenu = () => import('./nav-menu.tsx');
const NavMenu = lazy(async () => ({ default: (await loadNavMenu()).NavMenu }));

/** The navigation menu, in a chunk of its own that no first screen needs. */
export function LazyNavMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NavMenu open onClose={onClose} />
    </Suspense>
  );
}
