import { useEffect, useRef, useState } from 'react';
import {
  CUSTOMER_SEARCH_MIN_LENGTH,
  type Customer,
  searchCustomers,
} from '../../../src/api/customers';
import { useTranslation } from '../../../src/core/react/translation';
import { useCombobox } from '../../../src/ui/useCombobox';
import { shownFor, termPhase, useTermSearch } from '../../../src/ui/useTermSearch';
import { CustomerForm } from './CustomerForm';
import type { Props } from './index';
import '../../../src/ui/combobox.css';
import '../../../src/ui/visuallyHidden.css';
import './customerSearch.css';

/** What the combobox says (spec 001 §5: from 2 characters). */
const STRINGS = {
  failed: 'Sales.CustomerSearchUnavailable',
  empty: 'Sales.NoCustomerFound',
  count: 'Sales.CustomerCount',
};

/** Asks the server; a 401 opens the login dialog (useTermSearch, spec 000 §8). */
const ask = (term: string): Promise<Customer[]> => searchCustomers(term);

export default function CustomerSearch(_: Props) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Customer | undefined>();
  // Each choice starts the form again, even for the customer already shown.
  const [choice, setChoice] = useState(0);
  const [cache] = useState(() => new Map<string, Customer[]>());
  const { term, state } = useTermSearch(text, ask, cache, CUSTOMER_SEARCH_MIN_LENGTH);
  const customers = shownFor(state, term, CUSTOMER_SEARCH_MIN_LENGTH) ?? [];
  const combo = useCombobox({
    root,
    count: customers.length,
    listKey: customers,
    phase: termPhase(state, term, CUSTOMER_SEARCH_MIN_LENGTH),
    strings: STRINGS,
    choose: (index) => {
      const customer = customers[index];
      if (!customer) return;
      combo.setOpen(false);
      setChosen(customer);
      setChoice((n) => n + 1);
    },
  });

  // The highlighted option stays in view as the arrows move it through a list that scrolls.
  const activeId = combo.active >= 0 ? combo.getOptionProps(combo.active).id : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  // A saved customer: later searches must not offer the old details.
  function saved(customer: Customer) {
    cache.clear();
    setChosen(customer);
  }

  return (
    <div className="vitrine-customers">
      <div ref={root} className="vitrine-customers__search">
        <label className="vitrine-customers__label" htmlFor={combo.inputId}>
          {t('Sales.SearchCustomer')}
        </label>
        <input
          className="vitrine-customers__input"
          type="search"
          value={text}
          aria-describedby={`${combo.id}-hint`}
          {...combo.getInputProps({ onChange: (event) => setText(event.target.value) })}
        />
        <p id={`${combo.id}-hint`} className="vitrine-customers__hint">
          {t('Sales.CustomerSearchHint', { count: CUSTOMER_SEARCH_MIN_LENGTH })}
        </p>
        <div className="vitrine-combobox__popup" {...combo.getPopupProps()}>
          <div className="vitrine-combobox__list" {...combo.getListboxProps(t('Sales.Customers'))}>
            {customers.map((customer, index) => (
              <div
                key={customer.CustomerId}
                className="vitrine-combobox__option vitrine-customers__option"
                {...combo.getOptionProps(index)}
              >
                <span className="vitrine-customers__name">
                  {customer.FirstName} {customer.LastName}
                </span>
                <span className="vitrine-customers__email">{customer.Email}</span>
                <span className="vitrine-customers__id">{customer.CustomerId}</span>
              </div>
            ))}
          </div>
          {combo.message ? (
            <p className={`vitrine-combobox__message${combo.failed ? ' is-error' : ''}`}>
              {combo.message}
            </p>
          ) : null}
        </div>
        <p className="vitrine-visually-hidden" role="status">
          {combo.status}
        </p>
      </div>
      <p className="vitrine-visually-hidden" role="status">
        {chosen
          ? t('Sales.CustomerChosen', { name: `${chosen.FirstName} ${chosen.LastName}` })
          : ''}
      </p>
      {chosen ? (
        <CustomerForm key={choice} customer={chosen} onSaved={saved} />
      ) : (
        <p className="vitrine-customers__empty">{t('Sales.CustomerChooseFirst')}</p>
      )}
    </div>
  );
}
