import { useCallback, useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Keeps Tab and Shift+Tab cycling inside `root`. */
function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  const focusables = focusablesIn(root);
  const first = focusables[0];
  const last = focusables.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const isOutside = !root.contains(active);
  if (event.shiftKey && (active === first || isOutside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || isOutside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Locks the page's scrolling, keeping its width steady where a scrollbar disappears. */
function lockBodyScroll(): () => void {
  const { body } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

/** Makes everything beside the dialog's top-level container inert (unreachable by keyboard, pointer and screen readers). */
function makeRestInert(dialog: HTMLElement): () => void {
  let host: HTMLElement = dialog;
  while (host.parentElement && host.parentElement !== document.body) host = host.parentElement;
  const others = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.inert,
  );
  for (const el of others) el.inert = true;
  return () => {
    for (const el of others) el.inert = false;
  };
}

/**
 * A modal dialog's behaviour while mounted: page scroll locked, the rest of the page inert, focus moved to
 * `initialFocus` and trapped, Escape calls `onClose`, and on unmount focus goes back to the element that
 * opened it. Call the returned `skipFocusRestore` when the dialog closes by leaving for another page.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLElement | null>,
  initialFocusRef: RefObject<HTMLElement | null>,
  onClose: () => void,
): { skipFocusRestore: () => void } {
  const close = useRef(onClose);
  const focusPolicy = useRef({ restore: true });
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const policy = focusPolicy.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockBodyScroll();
    const restoreOthers = makeRestInert(dialog);
    (initialFocusRef.current ?? dialog).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restoreOthers();
      unlockScroll();
      if (policy.restore && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [dialogRef, initialFocusRef]);

  const skipFocusRestore = useCallback(() => {
    focusPolicy.current.restore = false;
  }, []);
  return { skipFocusRestore };
}
