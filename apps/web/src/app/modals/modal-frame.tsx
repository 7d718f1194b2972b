import { Suspense } from 'react';
import { Dialog, DialogHeader, dialogPanelClass } from '../../lib/ui/dialog.tsx';
import type { TRegisteredModal } from './modal-registry.ts';

const TITLE_ID = 'route-modal-title';

export interface TModalFrameProps {
  name: string;
  modal: TRegisteredModal;
  close: () => void;
}

/** The dialog around a named modal: its heading, a Close button and its body. */
export function ModalFrame({ name, modal, close }: TModalFrameProps) {
  const { Component, title } = modal;
  return (
    <Dialog
      open
      onClose={close}
      labelledBy={TITLE_ID}
      className="mx-auto my-auto w-[min(32rem,calc(100%-2rem))]"
    >
      <div data-modal={name} className={`${dialogPanelClass} p-6`}>
        <DialogHeader id={TITLE_ID} title={title} onClose={close} />
        <Suspense fallback={<div className="h-24 rounded-lg shimmer" />}>
          <Component onClose={close} />
        </Suspense>
      </div>
    </Dialog>
  );
}
