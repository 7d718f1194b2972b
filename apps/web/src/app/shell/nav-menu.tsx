import { MessageCircle } from '../../lib/icons.tsx';
import type { MouseEvent } from 'react';
import { PrefetchLink } from '../../lib/prefetch-link.tsx';
import { Dialog, DialogCloseButton } from '../../lib/ui/dialog.tsx';
import { siteInfo } from '../../lib/site-info.ts';
import { MENU_GROUPS, NAV_MENU_ID, QUICK_LINKS, type TMenuGroup } from './nav-links.ts';
const TITLE_ID = 'site-menu-title';
// The long category list spans the menu's full width under the other columns.
const CATEGORY_GROUP = MENU_GROUPS.find((group) => group.title === 'Categories');

const linkClass =
  'block rounded-md px-2 py-1.5 text-sm text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-white/5 dark:hover:text-white';

function Group({ group, wide = false }: { group: TMenuGroup; wide?: boolean }) {
  const headingId = `menu-group-${group.title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className={wide ? 'col-span-2 lg:col-span-4' : undefined}>
      <h3
        id={headingId}
        className="mb-2 px-2 text-xs font-semibold tracking-wider text-zinc-500 uppercase dark:text-zinc-400"
      >
        {group.title}
      </h3>
      <ul className={wide ? 'grid grid-cols-2 gap-x-2 sm:grid-cols-3 lg:grid-cols-5' : 'space-y-0.5'}>
        {group.links.map((link) => (
          <li key={link.to + link.label}>
            <PrefetchLink to={link.to} className={linkClass}>
              {link.label}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The navigation menu: movies, series, networks and categories, plus quick links. */
export function NavMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Following any link closes the menu.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  };
  const columns = MENU_GROUPS.filter((group) => group !== CATEGORY_GROUP);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      id={NAV_MENU_ID}
      labelledBy={TITLE_ID}
      className="h-dvh w-full lg:mx-auto lg:mt-20 lg:h-auto lg:max-h-[calc(100dvh-7rem)] lg:w-[min(72rem,calc(100%-3rem))]"
    >
      <div
        onClick={closeOnLink}
        className="flex h-full max-h-[inherit] flex-col bg-white text-zinc-900 shadow-2xl lg:rounded-2xl lg:border lg:border-zinc-200 dark:bg-zinc-900 dark:text-zinc-100 dark:lg:border-white/10"
      >
        <div className="flex items-center justify-between border-b border-zinc-200 px-5 py-4 dark:border-white/10">
          <h2 id={TITLE_ID} className="text-lg font-bold">
            Menu
          </h2>
          <DialogCloseButton label="Close menu" onClick={onClose} />
        </div>
        <nav aria-label="Site menu" className="flex-1 overflow-y-auto overscroll-contain px-3 py-5 sm:px-5">
          <div className="grid grid-cols-2 gap-x-3 gap-y-6 lg:grid-cols-4">
            {columns.map((group) => (
              <Group key={group.title} group={group} />
            ))}
            <section aria-labelledby="menu-group-quick-links">
              <h3
                id="menu-group-quick-links"
                className="mb-2 px-2 text-xs font-semibold tracking-wider text-zinc-500 uppercase dark:text-zinc-400"
              >
                Quick links
              </h3>
              <ul className="space-y-0.5">
                {QUICK_LINKS.map((link) => (
                  <li key={link.to}>
                    <PrefetchLink to={link.to} className={linkClass}>
                      {link.label}
                    </PrefetchLink>
                  </li>
                ))}
                {siteInfo().community.map((link) => (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${linkClass} inline-flex items-center gap-2`}
                    >
                      <MessageCircle className="h-4 w-4" aria-hidden="true" />
                      {link.name}
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
            {CATEGORY_GROUP && <Group group={CATEGORY_GROUP} wide />}
          </div>
        </nav>
      </div>
    </Dialog>
  );
}
