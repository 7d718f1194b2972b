import { Suspense } from 'react';
import { Dialog, DialogCloseButton } from '../../lib/dialog.tsx';
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
      <div
        data-modal={name}
        className="rounded-2xl border border-zinc-200 bg-white p-6 text-zinc-900 shadow-2xl dark:border-white/10 dark:bg-zinc-900 dark:text-zinc-100"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={TITLE_ID} className="text-xl font-bold">
            {title}
          </h2>
          <DialogCloseButton onClick={close} />
        </div>
        <Suspense fallback={<div className="h-24 rounded-lg shimmer" />}>
          <Component onClose={close} />
        </Suspense>
      </div>
    </Dialog>
  );
}
