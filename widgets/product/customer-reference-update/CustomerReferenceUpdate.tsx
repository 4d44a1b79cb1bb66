import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { isReferenceSaved, updateCustomerReference } from '../../../src/api/wishlist';
import { failureMessage } from '../../../src/core/errorPolicy';
import { useTranslation } from '../../../src/core/react/translation';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import { LoadingButton } from '../../../src/ui/LoadingButton';
import { toast } from '../../../src/ui/services';
import type { Props } from './index';
import './customerReferenceUpdate.css';

// Only the dialog display needs react-modal: it loads when a dialog is first shown.
const Modal = lazy(() =>
  import('../../../src/ui/Modal').then((module) => ({ default: module.Modal })),
);

/** spec 000 §9: the reference dialog closes itself after 3000 ms. */
export const DIALOG_CLOSE_MS = 3000;

type Outcome = { kind: 'success' | 'error'; message: string };

export default function CustomerReferenceUpdate({
  productId,
  productVariantId,
  reference,
  maxLength,
  display,
  updateUrl,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { element } = useWidgetContext();
  // What the shopper typed in the server form before the widget took over is kept (React
  // replaces that form only when it commits, after this first render).
  const [value, setValue] = useState(
    () =>
      element.querySelector<HTMLInputElement>('input[name="CustomerReference"]')?.value ??
      reference,
  );
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Outcome>();
  const sending = useRef(false);

  useEffect(() => {
    if (!dialog) return;
    const timer = setTimeout(() => setDialog(undefined), DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [dialog]);

  // spec 000 §8: a growl by default, or a dialog.
  const show = (outcome: Outcome) => (display === 'dialog' ? setDialog(outcome) : toast(outcome));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const CustomerReference = value.trim();
    try {
      const body = { ProductId: productId, ProductVariantId: productVariantId, CustomerReference };
      const answer = await updateCustomerReference(body, updateUrl);
      if (isReferenceSaved(answer.Status)) {
        setValue(CustomerReference);
        show({ kind: 'success', message: answer.Message || 'Core.Success' });
      } else {
        show({ kind: 'error', message: 'Catalog.CustomerRefUpdateError' });
      }
    } catch (error) {
      // spec 000 §8: any failure says Catalog.CustomerRefUpdateError; a 401 logs in.
      const message = failureMessage(error, {
        fallback: 'Catalog.CustomerRefUpdateError',
        serverMessage: 'none',
        network: 'Catalog.CustomerRefUpdateError',
      });
      if (message) show({ kind: 'error', message });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <>
      <form className="vitrine-customer-reference" onSubmit={(event) => void save(event)}>
        <label className="vitrine-customer-reference__label" htmlFor={id}>
          {t('Catalog.CustomerReference')}
        </label>
        <div className="vitrine-customer-reference__row">
          <input
            id={id}
            name="CustomerReference"
            value={value}
            maxLength={maxLength}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            onChange={(event) => setValue(event.target.value)}
          />
          <LoadingButton type="submit" loading={busy}>
            {t('Core.Save')}
          </LoadingButton>
        </div>
        <p className="vitrine-customer-reference__hint" id={`${id}-hint`}>
          {t('Catalog.CustomerReferenceHint')}
        </p>
      </form>
      {dialog ? (
        <Suspense fallback={null}>
          <Modal
            title={t('Catalog.CustomerReference')}
            onClose={() => setDialog(undefined)}
            className={`vitrine-customer-reference-dialog is-${dialog.kind}`}
            role={dialog.kind === 'error' ? 'alertdialog' : 'dialog'}
          >
            <p>{t(dialog.message)}</p>
          </Modal>
        </Suspense>
      ) : null}
    </>
  );
}
