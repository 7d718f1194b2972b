import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TModalState } from './modal-state.ts';

/** Opens a registered modal over the current page, as a history entry of its own (Back closes it). */
export function useOpenModal(): (name: string) => void {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  return useCallback(
    (name: string) => {
      const kept = typeof state === 'object' && state !== null ? state : {};
      void navigate(
        { pathname, search, hash },
        { state: { ...kept, modal: name } satisfies TModalState, preventScrollReset: true },
      );
    },
    [navigate, pathname, search, hash, state],
  );
}
