import { clsx } from 'clsx';
import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

export interface TDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element naming the dialog (its heading). */
  labelledBy: string;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert and focus stays inside while it is open.
 * Escape, a click on the backdrop and the close buttons inside call `onClose`; focus returns to the opener.
 */
export function Dialog({ open, onClose, labelledBy, id, className, children }: TDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; an open attribute is enough there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      root.style.overflow = overflow;
      opener?.focus({ preventScroll: true });
    };
  }, [open]);

  const requestClose = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      // The browser closes a dialog on Escape by itself; keep React's state the one source of truth instead.
      onCancel={requestClose}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') requestClose(event);
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
