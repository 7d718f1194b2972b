import { X } from '../icons.tsx';
import { clsx } from 'clsx';
import {
  useEffect,
  useEffectEvent,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';

export interface TDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element naming the dialog (its heading)... */
  labelledBy?: string;
  /** ...or its name when it shows no heading. */
  label?: string;
  id?: string;
  className?: string;
  /** What takes focus when it opens (the browser's choice, its first focusable element, by default). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set to false before closing when focus belongs elsewhere afterwards (e.g. leaving for another page). */
  restoreFocusRef?: RefObject<boolean>;
  /** Where focus returns on closing, when not the element focused at opening (asked at closing time). */
  returnFocusTo?: () => HTMLElement | undefined;
  /**
   * The dialog covers the whole screen: the page under it is not rendered while it is open (see `data-page` in
   * index.css), which makes opening it much cheaper on a long page.
   */
  coversPage?: boolean;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside the dialog (the browser would move on to its own toolbar). */
function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  const focusables = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    // Links taken out of the Tab order (a list's options) are no ends of it.
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
  const first = focusables[0];
  const last = focusables.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Set on the root element while a dialog covers the page (see `coversPage`). */
const PAGE_COVERED = 'data-page-covered';

const isStillWanted = (flag: RefObject<boolean> | undefined) => flag?.current !== false;

/**
 * Stops the page behind from scrolling. Where the page stays in view, its width is kept where a scrollbar
 * disappears; measuring that makes the browser lay out the page on the spot, so a dialog that covers the page
 * (the player, starting its stream in the same task) does not.
 */
function lockPageScroll(keepWidth: boolean): () => void {
  const { body } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = keepWidth ? window.innerWidth - document.documentElement.clientWidth : 0;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

/**
 * The app's one modal dialog, on the native <dialog>: the page behind is inert and does not scroll, and focus
 * stays inside while it is open. Escape, a click on the backdrop and the close buttons inside call `onClose`;
 * focus then returns to the opener.
 */
export function Dialog(props: TDialogProps) {
  const {
    open,
    onClose,
    labelledBy,
    label,
    id,
    className,
    initialFocusRef,
    restoreFocusRef,
    coversPage = false,
    children,
  } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const focusTargetOnClose = useEffectEvent(() => props.returnFocusTo?.());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    if (coversPage) root.setAttribute(PAGE_COVERED, '');
    // jsdom has no showModal; an open attribute is enough there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    initialFocusRef?.current?.focus();
    const unlockScroll = lockPageScroll(!coversPage);
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (coversPage) root.removeAttribute(PAGE_COVERED);
      unlockScroll();
      // Read at closing time: the owner may have decided in the meantime that focus belongs elsewhere.
      const target = focusTargetOnClose() ?? opener;
      if (isStillWanted(restoreFocusRef) && target?.isConnected) target.focus({ preventScroll: true });
    };
  }, [open, initialFocusRef, restoreFocusRef, coversPage]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-modal="true"
      // The browser closes a dialog on Escape by itself; keep React's state the one source of truth instead.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          // Only the innermost dialog closes (a dialog opened over another sits inside it).
          event.stopPropagation();
          onClose();
        } else if (event.key === 'Tab') trapTab(event, event.currentTarget);
      }}
      onClick={(event: MouseEvent) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={clsx(
        'm-0 max-h-none max-w-none bg-transparent p-0 text-inherit backdrop:bg-black/60 backdrop:backdrop-blur-sm',
        className,
      )}
    >
      {children}
    </dialog>
  );
}

/** The panel a centred dialog shows its content on. */
export const dialogPanelClass =
  'rounded-2xl border border-zinc-200 bg-white text-zinc-900 shadow-2xl dark:border-white/10 dark:bg-zinc-900 dark:text-zinc-100';

export interface TDialogHeaderProps {
  /** The heading's id: the dialog's `labelledBy`. */
  id: string;
  title: ReactNode;
  onClose: () => void;
  /** The space under the row. */
  className?: string;
  /** A line under the title. */
  children?: ReactNode;
}

/** A dialog's heading row: its title (which names the dialog), an optional line under it, and Close. */
export function DialogHeader({ id, title, onClose, className = 'mb-4', children }: TDialogHeaderProps) {
  return (
    <div className={clsx('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-bold break-words">
          {title}
        </h2>
        {children}
      </div>
      <DialogCloseButton onClick={onClose} className={clsx('-m-2', CLOSE_LOOK)} />
    </div>
  );
}

const CLOSE_LOOK =
  'text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-white/10 dark:hover:text-white';

export interface TDialogCloseButtonProps {
  onClick: () => void;
  /** Its name ('Close' unless told). */
  label?: string;
  /** Its colours and margin, in place of the panel's grey. */
  className?: string;
}

/** The round Close button at the top right of a dialog's heading row. */
export function DialogCloseButton({
  onClick,
  label = 'Close',
  className = CLOSE_LOOK,
}: TDialogCloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={clsx('grid h-10 w-10 shrink-0 place-items-center rounded-full', className)}
    >
      <X className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
