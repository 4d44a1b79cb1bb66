import { type FormEvent, useRef, useState } from 'react';
import { type Customer, customerRefusalSchema, saveCustomer } from '../../../src/api/customers';
import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';
import { HttpError } from '../../../src/core/http';
import { useTranslation } from '../../../src/core/react/translation';
import { LoadingButton } from '../../../src/ui/LoadingButton';

type Field = 'FirstName' | 'LastName' | 'Email' | 'Phone' | 'CompanyName';

const TEXT_FIELDS: { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: 'FirstName', label: 'Sales.CustomerFirstName', type: 'text', autoComplete: 'off' },
  { name: 'LastName', label: 'Sales.CustomerLastName', type: 'text', autoComplete: 'off' },
  { name: 'Email', label: 'Sales.CustomerEmail', type: 'email', autoComplete: 'off' },
  { name: 'Phone', label: 'Sales.CustomerPhone', type: 'tel', autoComplete: 'off' },
];

/** The field errors of a refusal (422 `{Errors, Message}`), or undefined for another failure. */
function refusalOf(error: unknown) {
  if (!(error instanceof HttpError) || error.response.status !== 422) return undefined;
  const parsed = customerRefusalSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The chosen customer's details (issue 13): edited in place, saved with one POST; a refusal puts
 * each message on its field and focuses the first; any other failure says so in a toast and
 * keeps what was typed. The fields are the sales user's, not the signed-in person's: no
 * autofill.
 */
export function CustomerForm({
  customer,
  onSaved,
}: {
  customer: Customer;
  onSaved: (customer: Customer) => void;
}) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Customer>(customer);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (name: keyof Customer, value: string) =>
    setValues((before) => ({ ...before, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const saved = await saveCustomer(values);
      setErrors({});
      setValues(saved);
      dialogs.toast({
        kind: 'success',
        message: t('Sales.CustomerSaved', { name: `${saved.FirstName} ${saved.LastName}` }),
      });
      onSaved(saved);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal && Object.keys(refusal.Errors).length > 0) {
        setErrors(refusal.Errors);
        const first = Object.keys(refusal.Errors)[0];
        requestAnimationFrame(() =>
          form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus(),
        );
      } else {
        const message = failureMessage(error, { fallback: 'Manager.UnknowsErrors' });
        if (message) dialogs.toast({ kind: 'error', message });
      }
    } finally {
      setSaving(false);
    }
  }

  const idOf = (name: string) => `customer-${customer.CustomerId}-${name}`;
  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={`${idOf(name)}-error`} className="vitrine-customers__error">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) => (errors[name] ? `${idOf(name)}-error` : undefined);

  return (
    <form ref={form} className="vitrine-customers__form" noValidate onSubmit={submit}>
      <fieldset className="vitrine-customers__fieldset">
        <legend className="vitrine-customers__legend">{t('Sales.CustomerDetails')}</legend>
        <div className="vitrine-customers__field">
          <label htmlFor={idOf('CustomerId')}>{t('Sales.CustomerId')}</label>
          <input id={idOf('CustomerId')} name="CustomerId" value={values.CustomerId} readOnly />
        </div>
        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className="vitrine-customers__field">
            <label htmlFor={idOf(field.name)}>{t(field.label)}</label>
            <input
              id={idOf(field.name)}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={described(field.name)}
              onChange={(event) => set(field.name, event.target.value)}
            />
            {errorOf(field.name)}
          </div>
        ))}
        <fieldset className="vitrine-customers__choice">
          <legend>{t('Sales.CustomerAccountType')}</legend>
          {(['private', 'company'] as const).map((type) => (
            <label key={type} className="vitrine-customers__radio">
              <input
                type="radio"
                name="AccountType"
                value={type}
                checked={values.AccountType === type}
                onChange={() => set('AccountType', type)}
              />
              {t(type === 'private' ? 'Sales.CustomerPrivate' : 'Sales.CustomerCompany')}
            </label>
          ))}
        </fieldset>
        {values.AccountType === 'company' ? (
          <div className="vitrine-customers__field">
            <label htmlFor={idOf('CompanyName')}>{t('Sales.CustomerCompanyName')}</label>
            <input
              id={idOf('CompanyName')}
              name="CompanyName"
              autoComplete="off"
              value={values.CompanyName}
              aria-invalid={errors.CompanyName ? true : undefined}
              aria-describedby={described('CompanyName')}
              onChange={(event) => set('CompanyName', event.target.value)}
            />
            {errorOf('CompanyName')}
          </div>
        ) : null}
      </fieldset>
      <LoadingButton type="submit" loading={saving} className="vitrine-button--primary">
        {t('Sales.CustomerSave')}
      </LoadingButton>
    </form>
  );
}
