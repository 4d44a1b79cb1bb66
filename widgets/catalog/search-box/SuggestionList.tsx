import { photoUrl, type Suggestion } from '../../../src/api/catalog';
import '../../../src/ui/combobox.css';

interface SuggestionListProps {
  listId: string;
  optionId: (index: number) => string;
  label: string;
  open: boolean;
  items: Suggestion[];
  active: number;
  /** Text shown instead of options: no product found, or suggestions unavailable. */
  message: string;
  failed: boolean;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}

/**
 * The popup of the combobox: a listbox of suggestions (photo and name, spec 000 §3) or a
 * message. The listbox stays in the page, hidden, so aria-controls always points somewhere.
 */
export function SuggestionList(props: SuggestionListProps) {
  const { listId, optionId, label, open, items, active, message, failed } = props;
  return (
    <div className="vitrine-search__popup vitrine-combobox__popup" hidden={!open}>
      <div
        id={listId}
        className="vitrine-search__list vitrine-combobox__list"
        role="listbox"
        aria-label={label}
        hidden={items.length === 0}
      >
        {items.map((item, index) => {
          const src = photoUrl(item.Photo);
          return (
            // Options stay unfocusable: focus remains in the input, which moves the highlight
            // (aria-activedescendant, APG combobox) and handles every key.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the input.
            // biome-ignore lint/a11y/useFocusableInteractive: see above.
            <div
              key={item.ProductUrl}
              id={optionId(index)}
              className="vitrine-search__option vitrine-combobox__option"
              role="option"
              aria-selected={index === active}
              // Keep focus in the input: a click must not blur it before it counts.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && props.onHover(index)}
              onClick={() => props.onChoose(index)}
            >
              {src ? (
                <img src={src} alt="" width={40} height={40} loading="lazy" decoding="async" />
              ) : (
                <span className="vitrine-search__photo" aria-hidden="true" />
              )}
              <span className="vitrine-search__name">{item.Name}</span>
            </div>
          );
        })}
      </div>
      {message ? (
        <p
          className={`vitrine-search__message vitrine-combobox__message${failed ? ' is-error' : ''}`}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
