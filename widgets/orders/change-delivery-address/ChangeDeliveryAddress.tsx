import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { requestDeliveryChange } from '../../../src/api/salesOrders';
import { failureMessage } from '../../../src/core/errorPolicy';
import { useTranslation } from '../../../src/core/react/translation';
import { toast } from '../../../src/ui/services';
import type { Props } from './index';
import './changeDeliveryAddress.css';

// react-modal loads with the first dialog, not with the order page.
const AddressForm = lazy(() => import('./DeliveryAddressForm'));

export default function ChangeDeliveryAddress({
  orderId,
  orderNumber,
  requested: requestedAtStart,
  countries,
  address,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(requestedAtStart);
  const [sending, setSending] = useState(false);
  // What was typed survives a failure and a closed dialog (nothing lost, issue 13).
  const draft = useRef({ ...address });
  const note = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef(false);

  // The trigger is now disabled: focus goes to the sentence saying the change is requested,
  // once the dialog has gone (react-modal gives focus back to the trigger as it closes).
  useEffect(() => {
    if (!open && requested && moveFocus.current) {
      moveFocus.current = false;
      note.current?.focus();
    }
  }, [open, requested]);

  async function send(form: FormData) {
    setSending(true);
    try {
      const answer = await requestDeliveryChange(form);
      // spec 001 §4: success → notice, close, disable and relabel; error message → error toast, close.
      toast({ kind: answer.Success ? 'success' : 'error', message: answer.Message });
      if (answer.Success) {
        moveFocus.current = true;
        setRequested(true);
      }
      setOpen(false);
    } catch (error) {
      // spec 001 §8: a failure says Manager.UnknowsErrors; a 401 opens the login modal.
      const message = failureMessage(error, {
        fallback: 'Manager.UnknowsErrors',
        serverMessage: 'none',
        network: 'Manager.UnknowsErrors',
      });
      if (message) toast({ kind: 'error', message });
      else setOpen(false);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="vitrine-delivery-change">
      <button
        type="button"
        className="button vitrine-delivery-change__trigger"
        disabled={requested}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t(requested ? 'Sales.DeliveryAddressChangeRequested' : 'Sales.ChangeDeliveryAddress')}
      </button>
      {requested ? (
        <p className="vitrine-delivery-change__note" ref={note} tabIndex={-1}>
          {t('Sales.OrdersDeliveryChangePending')}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <AddressForm
            orderId={orderId}
            orderNumber={orderNumber}
            countries={countries}
            draft={draft.current}
            sending={sending}
            onSubmit={(form) => void send(form)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
