/**
 * The dialog's form (spec 001 §2 "Order change-delivery-address dialog"): the shipping address
 * fields (spec 001 §3 address form names), checked before sending: an empty required field
 * says so and takes focus. Its own chunk, with react-modal, loaded when the dialog first opens.
 */
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { pageLocale } from '../../../src/core/locale';
import { useTranslation } from '../../../src/core/react/translation';
import { LoadingButton } from '../../../src/ui/LoadingButton';
import { Modal } from '../../../src/ui/Modal';
import type { Props } from './index';

type Draft = Props['address'];
type Field = keyof Draft;

const FIELDS: Array<{ name: Field; label: string; required: boolean; autoComplete: string }> = [
  { name: 'FirstName', label: 'Checkout.FirstName', required: true, autoComplete: 'given-name' },
  { name: 'LastName', label: 'Checkout.LastName', required: true, autoComplete: 'family-name' },
  { name: 'Street1', label: 'Checkout.Street', required: true, autoComplete: 'address-line1' },
  { name: 'HouseNumber', label: 'Checkout.HouseNumber', required: true, autoComplete: 'off' },
  { name: 'BoxNumber', label: 'Checkout.BoxNumber', required: false, autoComplete: 'off' },
  {
    name: 'PostalCode',
    label: 'ShoppingCarts.PostalCode',
    required: true,
    autoComplete: 'postal-code',
  },
  { name: 'City', label: 'ShoppingCarts.City', required: true, autoComplete: 'address-level2' },
];

interface FormProps {
  orderId: string;
  orderNumber: string;
  countries: string[];
  /** Changed in place as the shopper types: kept when the dialog closes or a send fails. */
  draft: Draft;
  sending: boolean;
  onSubmit: (form: FormData) => void;
  onClose: () => void;
}

function countryNames(codes: string[]): Array<[string, string]> {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([pageLocale()], { type: 'region' });
  } catch {
    names = undefined;
  }
  return codes.map((code) => [code, names?.of(code) ?? code]);
}

export default function DeliveryAddressForm({
  orderId,
  orderNumber,
  countries,
  draft,
  sending,
  onSubmit,
  onClose,
}: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [missing, setMissing] = useState<Field[]>([]);
  const options = useMemo(() => countryNames(countries), [countries]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const empty = FIELDS.filter((field) => field.required && !draft[field.name].trim()).map(
      (field) => field.name,
    );
    setMissing(empty);
    if (empty.length > 0) {
      formRef.current?.querySelector<HTMLElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    const form = new FormData(event.currentTarget);
    form.set('OrderId', orderId);
    onSubmit(form);
  }

  const footer = (
    <>
      <button type="button" className="vitrine-button" onClick={onClose}>
        {t('Core.Cancel')}
      </button>
      <LoadingButton
        type="submit"
        form={`${id}-form`}
        loading={sending}
        className="vitrine-button--primary"
      >
        {t('Sales.OrdersSendRequest')}
      </LoadingButton>
    </>
  );

  return (
    <Modal
      title={t('Sales.ChangeDeliveryAddress')}
      onClose={onClose}
      className="vitrine-delivery-change__dialog"
      footer={footer}
    >
      <form id={`${id}-form`} ref={formRef} noValidate onSubmit={submit}>
        <p className="vitrine-delivery-change__intro">
          {t('Sales.OrdersDeliveryIntro', { number: orderNumber })}
        </p>
        <div className="vitrine-delivery-change__fields">
          {FIELDS.map((field) => {
            const invalid = missing.includes(field.name);
            return (
              <div className={`vitrine-delivery-change__field is-${field.name}`} key={field.name}>
                <label htmlFor={`${id}-${field.name}`}>
                  {t(field.label)}
                  {field.required ? <span aria-hidden="true"> *</span> : null}
                </label>
                <input
                  id={`${id}-${field.name}`}
                  name={field.name}
                  defaultValue={draft[field.name]}
                  required={field.required}
                  autoComplete={field.autoComplete}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${id}-${field.name}-error` : undefined}
                  onInput={(event) => {
                    draft[field.name] = event.currentTarget.value;
                  }}
                />
                {invalid ? (
                  <p className="vitrine-delivery-change__error" id={`${id}-${field.name}-error`}>
                    {t('Sales.OrdersRequired')}
                  </p>
                ) : null}
              </div>
            );
          })}
          <div className="vitrine-delivery-change__field is-CountryCode">
            <label htmlFor={`${id}-CountryCode`}>{t('Sales.OrdersCountry')}</label>
            <select
              id={`${id}-CountryCode`}
              name="CountryCode"
              defaultValue={draft.CountryCode || countries[0]}
              autoComplete="country"
              onChange={(event) => {
                draft.CountryCode = event.currentTarget.value;
              }}
            >
              {options.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
      </form>
    </Modal>
  );
}
