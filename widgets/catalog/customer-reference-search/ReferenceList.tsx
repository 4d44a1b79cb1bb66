import type { CustomerReference } from '../../../src/api/catalog';
import type { Combobox } from '../../../src/ui/useCombobox';
import '../../../src/ui/combobox.css';

interface ReferenceListProps {
  combo: Combobox;
  label: string;
  items: CustomerReference[];
  /** Label of the "more results" button; empty when the answer has no more (HasMore false). */
  more: string;
  busy: boolean;
  onMore: () => void;
}

/**
 * The popup: a listbox of references (CustomerSKU and product name) or a message and, outside
 * the listbox (a listbox holds options only), the button that asks for the next page.
 */
export function ReferenceList({ combo, label, items, more, busy, onMore }: ReferenceListProps) {
  return (
    <div className="vitrine-refsearch__popup vitrine-combobox__popup" {...combo.getPopupProps()}>
      <div
        className="vitrine-refsearch__list vitrine-combobox__list"
        {...combo.getListboxProps(label)}
      >
        {items.map((item, index) => (
          <div
            key={item.CustomerSKU}
            className="vitrine-refsearch__option vitrine-combobox__option"
            {...combo.getOptionProps(index)}
          >
            <span className="vitrine-refsearch__sku">{item.CustomerSKU}</span>
            {/* A space, so the option's name reads "CR-12345 Chair", not "CR-12345Chair". */}
            {item.Name ? (
              <>
                {' '}
                <span className="vitrine-refsearch__name">{item.Name}</span>
              </>
            ) : null}
          </div>
        ))}
      </div>
      {combo.message ? (
        <p
          className={`vitrine-refsearch__message vitrine-combobox__message${combo.failed ? ' is-error' : ''}`}
        >
          {combo.message}
        </p>
      ) : null}
      {more ? (
        <button
          type="button"
          className="vitrine-refsearch__more"
          aria-busy={busy}
          disabled={busy}
          onClick={onMore}
        >
          {more}
        </button>
      ) : null}
    </div>
  );
}
