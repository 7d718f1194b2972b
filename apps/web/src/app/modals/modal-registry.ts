import { lazy, type ComponentType } from 'react';
import type { TModalProps } from './modal-state.ts';

export interface TRegisteredModal {
  /** The dialog's heading, which also names it. */
  title: string;
  /** Its body; may be `React.lazy` for a heavy one (the host renders it under Suspense). */
  Component: ComponentType<TModalProps>;
}

/** Every modal that navigation state may name ("a named modal can be shown over any page"). */
export const MODALS: Readonly<Record<string, TRegisteredModal>> = {
  about: {
    title: 'About Marquee',
    Component: lazy(async () => ({ default: (await import('./about-modal.tsx')).AboutModal })),
  },
};
