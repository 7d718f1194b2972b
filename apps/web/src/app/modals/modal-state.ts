/** Navigation state that shows a named modal over the current page: `navigate(to, { state: { modal: 'about' } })`. */
export interface TModalState {
  modal?: string;
}

/** What a registered modal's body is given. */
export interface TModalProps {
  onClose: () => void;
}

/** The modal a location's state names, if any. */
export function modalNameOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const name = (state as TModalState).modal;
  return typeof name === 'string' && name ? name : undefined;
}

/** The same state without the modal, keeping whatever else the page keeps there. */
export function withoutModal(state: unknown): unknown {
  if (typeof state !== 'object' || state === null) return null;
  const { modal: _modal, ...rest } = state as TModalState & Record<string, unknown>;
  return Object.keys(rest).length ? rest : null;
}
