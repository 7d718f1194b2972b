import type { ComponentProps, SyntheticEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { usePrefetchIntent } from './route-prefetch.ts';

type THandler<E> = ((event: E) => void) | undefined;

function both<E extends SyntheticEvent>(own: THandler<E>, prefetch: () => void) {
  return (event: E) => {
    own?.(event);
    prefetch();
  };
}

/** A `Link` that preloads its route's module on hover or focus intent. */
export function PrefetchLink({
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...props
}: ComponentProps<typeof Link>) {
  const intent = usePrefetchIntent(props.to);
  return (
    <Link
      {...props}
      onMouseEnter={both(onMouseEnter, intent.onMouseEnter)}
      onMouseLeave={both(onMouseLeave, intent.onMouseLeave)}
      onFocus={both(onFocus, intent.onFocus)}
      onBlur={both(onBlur, intent.onBlur)}
    />
  );
}

/** A `NavLink` (marks the current page) that preloads its route's module on hover or focus intent. */
export function PrefetchNavLink({
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...props
}: ComponentProps<typeof NavLink>) {
  const intent = usePrefetchIntent(props.to);
  return (
    <NavLink
      {...props}
      onMouseEnter={both(onMouseEnter, intent.onMouseEnter)}
      onMouseLeave={both(onMouseLeave, intent.onMouseLeave)}
      onFocus={both(onFocus, intent.onFocus)}
      onBlur={both(onBlur, intent.onBlur)}
    />
  );
}
