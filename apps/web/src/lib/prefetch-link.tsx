import { useContext, type ComponentProps, type MouseEvent, type SyntheticEvent } from 'react';
import {
  createPath,
  Link,
  NavLink,
  parsePath,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useLocation,
} from 'react-router';
import { usePrefetchIntent } from './route-prefetch.ts';

type THandler<E> = ((event: E) => void) | undefined;
type TLinkProps = ComponentProps<typeof Link>;
type TNavLinkProps = ComponentProps<typeof NavLink>;
/** The app's data router, as its context hands it to links. */
type Router = NonNullable<React.ContextType<typeof UNSAFE_DataRouterContext>>['router'];
type TIntentProps = Pick<TLinkProps, 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur'>;

function both<E extends SyntheticEvent>(own: THandler<E>, prefetch: () => void) {
  return (event: E) => {
    own?.(event);
    prefetch();
  };
}

/** The link's own hover and focus handlers, each followed by the route prefetch's. */
function useIntentHandlers(to: TLinkProps['to'], own: TIntentProps) {
  const intent = usePrefetchIntent(to);
  return {
    onMouseEnter: both(own.onMouseEnter, intent.onMouseEnter),
    onMouseLeave: both(own.onMouseLeave, intent.onMouseLeave),
    onFocus: both(own.onFocus, intent.onFocus),
    onBlur: both(own.onBlur, intent.onBlur),
  };
}

/** Options only React Router's own links know; a link given any of them is left to them. */
const LINK_ONLY_OPTIONS = ['reloadDocument', 'relative', 'mask', 'prefetch', 'discover'];

/** Whether a link can be a plain anchor: an absolute path of the app, under a data router, no special option. */
function isPlainAppLink(router: Router | undefined, to: TLinkProps['to'], props: object): to is string {
  return (
    router !== undefined &&
    typeof to === 'string' &&
    to.startsWith('/') &&
    !to.startsWith('//') &&
    !LINK_ONLY_OPTIONS.some((option) => option in props)
  );
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

type TAppAnchorProps = Omit<TLinkProps, 'to' | 'className' | 'style' | 'children'> & {
  to: string;
  router: Router;
  className?: string | undefined;
  style?: React.CSSProperties | undefined;
  children?: React.ReactNode;
};

/** A plain anchor to an app path whose plain clicks the data router follows, as `Link` would. */
function AppAnchor({
  to,
  router,
  replace,
  state,
  preventScrollReset,
  viewTransition,
  onClick,
  target,
  ...anchor
}: TAppAnchorProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    // As `Link` does: a link to the address shown replaces it rather than adding a history entry.
    const isShown = createPath(router.state.location) === createPath(parsePath(to));
    void router.navigate(to, { replace: replace ?? isShown, state, preventScrollReset, viewTransition });
  };
  return <a {...anchor} href={to} target={target} onClick={follow} />;
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
  const handlers = useIntentHandlers(props.to, { onMouseEnter, onMouseLeave, onFocus, onBlur });
  const { to, ...rest } = props;
  if (!isPlainAppLink(router, to, rest) || !router) return <Link {...props} {...handlers} />;
  return <AppAnchor {...rest} {...handlers} to={to} router={router} />;
}

/** Whether `pathname` is at a link to `to`, or (unless `end`) below it, as `NavLink` decides. */
export function isAtLink(pathname: string, to: string, end: boolean, caseSensitive: boolean): boolean {
  const here = caseSensitive ? pathname : pathname.toLowerCase();
  const target = caseSensitive ? to : to.toLowerCase();
  if (here === target) return true;
  if (end) return false;
  const afterTarget = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here.startsWith(target) && here.charAt(afterTarget) === '/';
}

/**
 * A `NavLink` (marks the current page) that preloads its route's module on hover or focus intent; a link to
 * an app path is a plain anchor as in `PrefetchLink`, marked current (`aria-current="page"`, and the class,
 * style or children given for it) where `NavLink` would mark it.
 */
export function PrefetchNavLink({ onMouseEnter, onMouseLeave, onFocus, onBlur, ...props }: TNavLinkProps) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigation = useContext(UNSAFE_DataRouterStateContext)?.navigation;
  const { pathname } = useLocation();
  const handlers = useIntentHandlers(props.to, { onMouseEnter, onMouseLeave, onFocus, onBlur });
  const {
    to,
    end = false,
    caseSensitive = false,
    className,
    style,
    children,
    'aria-current': ariaCurrent = 'page',
    ...rest
  } = props;
  if (!isPlainAppLink(router, to, rest) || !router) return <NavLink {...props} {...handlers} />;
  const target = parsePath(to).pathname ?? '/';
  const isActive = isAtLink(pathname, target, end, caseSensitive);
  const nextPathname = navigation?.location?.pathname;
  const isPending = nextPathname !== undefined && isAtLink(nextPathname, target, end, caseSensitive);
  const state = { isActive, isPending, isTransitioning: false };
  return (
    <AppAnchor
      {...rest}
      {...handlers}
      to={to}
      router={router}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(state) : className}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </AppAnchor>
  );
}
