import { useId, useRef } from 'react';
import { Dialog, DialogCloseButton } from '../../../lib/dialog.tsx';

export interface TConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before data is deleted; Cancel has the focus, so a stray Enter deletes nothing. */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onCancel }: TConfirmDialogProps) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      labelledBy={titleId}
      initialFocusRef={cancelRef}
      className="mx-auto my-auto w-[min(28rem,calc(100%-2rem))]"
    >
      <div className="rounded-2xl border border-zinc-200 bg-white p-6 text-zinc-900 shadow-2xl dark:border-white/10 dark:bg-zinc-900 dark:text-zinc-100">
        <div className="mb-3 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <DialogCloseButton onClick={onCancel} />
        </div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            className="rounded-full border border-zinc-300 px-5 py-2.5 text-sm font-semibold transition-colors hover:bg-zinc-100 dark:border-white/15 dark:hover:bg-white/10"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            className="rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-600"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
