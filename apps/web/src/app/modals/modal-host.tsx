import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { MODALS } from './modal-registry.ts';
import { modalNameOf, withoutModal } from './modal-state.ts';

// The dialog's code loads when a modal is first named: no first screen needs it.
const ModalFrame = lazy(async () => ({ default: (await import('./modal-frame.tsx')).ModalFrame }));

/** Shows the modal that the location's state names over the page; closing returns to the page. */
export function ModalHost() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const name = modalNameOf(location.state);
  const modal = name ? MODALS[name] : undefined;
  if (!name || !modal) return null;

  const close = () => {
    // Opened in this visit: step back to the page's own entry. Arrived with it (a reload, a shared state): drop it.
    if (navigationType === 'PUSH') void navigate(-1);
    else {
      const { pathname, search, hash } = location;
      void navigate(
        { pathname, search, hash },
        { replace: true, state: withoutModal(location.state), preventScrollReset: true },
      );
    }
  };
  return (
    <Suspense fallback={null}>
      <ModalFrame name={name} modal={modal} close={close} />
    </Suspense>
  );
}
