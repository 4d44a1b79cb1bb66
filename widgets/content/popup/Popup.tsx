import { lazy, Suspense, useEffect, useState } from 'react';
import { isHidden } from '../../../src/api/popupMemory';
import type { Props } from './index';
import { duringCheckout, POPUP_DELAY_MS, whenFree } from './whenFree';

// The dialog (and react-modal with it) loads only when the popup is due: a shopper who closed
// it before, or who is in the checkout, never downloads it.
const loadDialog = () => import('./PopupDialog');
const PopupDialog = lazy(loadDialog);

/** Whether the popup is to show at all on this page, decided once as it mounts. */
function wanted(id: string, end: number | undefined): boolean {
  if (end !== undefined && !(end > Date.now())) return false; // past its EndDatetime
  return !isHidden(id) && !duringCheckout();
}

export default function Popup(props: Props) {
  const end = props.endDatetime === undefined ? undefined : Date.parse(props.endDatetime);
  const [shown] = useState(() => wanted(props.id, end));
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (!shown) return;
    let stopWaiting = () => {};
    // spec 001 §4, §9: 3000 ms after the page loads, then as soon as nothing else is open.
    const timer = setTimeout(() => {
      void loadDialog();
      stopWaiting = whenFree(() => setDue(true));
    }, POPUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stopWaiting();
    };
  }, [shown]);

  if (!shown || !due || closed) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog {...props} end={end} onClosed={() => setClosed(true)} />
    </Suspense>
  );
}
