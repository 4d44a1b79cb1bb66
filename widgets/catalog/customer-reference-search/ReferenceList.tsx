import type { CustomerReference } from '../../../src/api/catalog';
import '../../../src/ui/combobox.css';

interface ReferenceListProps {
  listId: string;
  optionId: (index: number) => string;
  label: string;
  open: boolean;
  items: CustomerReference[];
  active: number;
  /** Text shown instead of options: nothing found, or the search is unavailable. */
  message: string;
  failed: boolean;
  /** Label of the "more results" button; empty when the answer has no more (HasMore false). */
  more: string;
  busy: boolean;
  onMore: () => void;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}

/**
 * The popup: a listbox of references (CustomerSKU and product name) and, outside the listbox
 * (a listbox holds options only), the button that asks for the next page.
 */
export function ReferenceList(props: ReferenceListProps) {
  const { listId, optionId, label, open, items, active, message, failed, more, busy } = props;
  return (
    <div className="vitrine-refsearch__popup vitrine-combobox__popup" hidden={!open}>
      <div
        id={listId}
        className="vitrine-refsearch__list vitrine-combobox__list"
        role="listbox"
        aria-label={label}
        hidden={items.length === 0}
      >
        {items.map((item, index) => (
          // Options stay unfocusable: focus remains in the input, which moves the highlight
          // (aria-activedescendant, APG combobox) and handles every key.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the input.
          // biome-ignore lint/a11y/useFocusableInteractive: see above.
          <div
            key={item.CustomerSKU}
            id={optionId(index)}
            className="vitrine-refsearch__option vitrine-combobox__option"
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== active && props.onHover(index)}
            onClick={() => props.onChoose(index)}
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
      {message ? (
        <p
          className={`vitrine-refsearch__message vitrine-combobox__message${failed ? ' is-error' : ''}`}
        >
          {message}
        </p>
      ) : null}
      {more ? (
        <button
          type="button"
          className="vitrine-refsearch__more"
          aria-busy={busy}
          disabled={busy}
          onClick={props.onMore}
        >
          {more}
        </button>
      ) : null}
    </div>
  );
}
