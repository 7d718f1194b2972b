import { createElement } from 'react';
import type { IconNode } from 'lucide';

export interface TIconProps {
  className?: string;
  strokeWidth?: number;
}

/**
 * A Lucide icon drawn from its shapes alone (`lucide`'s icon data), always hidden from assistive technology
 * (the control around it carries the name). lucide-react's components merge class lists, read a context and
 * rebuild their attributes on each render; with a hundred cards on a page that was among a slow phone's
 * costliest work, and its runtime was part of every page's script.
 */
export function Icon({ icon, className, strokeWidth = 2 }: TIconProps & { icon: IconNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
