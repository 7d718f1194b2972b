import { useContext, type ComponentProps, type MouseEvent, type SyntheticEvent } from 'react';
import { createPath, Link, NavLink, parsePath, UNSAFE_DataRouterContext } from 'react-router';
import { usePrefetchIntent } from './route-prefetch.ts';

type THandler<E> = ((event: E) => void) | undefined;
type TLinkProps = ComponentProps<typeof Link>;

function both<E extends SyntheticEvent>(own: THandler<E>, prefetch: () => void) {
  return (event: E) => {
    own?.(event);
    prefetch();
  };
}

/** Whether a click is the router's to follow: a plain left click, for this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A `Link` that preloads its route's module on hover or focus intent. A link to an absolute path of the app
 * (nearly all of them: cards, rails, headings) is drawn as a plain anchor that hands a plain click to the data
 * router: React Router's `Link` runs some twenty hooks per link (a layout effect among them), and a page draws a
 * hundred cards, a measurable part of each row's task on a slow phone. Anything else (a query on the page shown,
 * or the options only `Link` knows) is left to `Link`.
 */
export function PrefetchLink({ onMouseEnter, onMouseLeave, onFocus, onBlur, ...props }: TLinkProps) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const intent = usePrefetchIntent(props.to);
  const handlers = {
    onMouseEnter: both(onMouseEnter, intent.onMouseEnter),
    onMouseLeave: both(onMouseLeave, intent.onMouseLeave),
    onFocus: both(onFocus, intent.onFocus),
    onBlur: both(onBlur, intent.onBlur),
  };
  const { to, replace, state, preventScrollReset, onClick, target, ...anchor } = props;
  const isPlainAppPath = typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');
  const needsLink =
    'reloadDocument' in anchor ||
    'relative' in anchor ||
    'viewTransition' in anchor ||
    'mask' in anchor ||
    'prefetch' in anchor ||
    'discover' in anchor;
  if (!router || !isPlainAppPath || needsLink) return <Link {...props} {...handlers} />;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    // As `Link` does: a link to the address shown replaces it rather than adding a history entry.
    const isShown = createPath(router.state.location) === createPath(parsePath(to));
    void router.navigate(to, { replace: replace ?? isShown, state, preventScrollReset });
  };
  return <a {...anchor} {...handlers} href={to} target={target} onClick={follow} />;
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
