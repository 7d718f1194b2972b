import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * A Lucide icon drawn from its shapes alone (`lucide`'s icon data), for the icons every poster card repeats:
 * lucide-react's components merge class lists, read a context and rebuild their attributes on each render,
 * and with a hundred cards on a page that was among a slow phone's costliest work. Icons a page shows once
 * stay lucide-react components.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
