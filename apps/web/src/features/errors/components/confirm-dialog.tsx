import { useId, useRef } from 'react';
import { Button } from '../../../lib/ui/button.tsx';
import { Dialog, DialogHeader, dialogPanelClass } from '../../../lib/ui/dialog.tsx';

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
      <div className={`${dialogPanelClass} p-6`}>
        <DialogHeader id={titleId} title={title} onClose={onCancel} className="mb-3" />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="secondary" size="pill" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" size="pill" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
