import { photoUrl, type Suggestion } from '../../../src/api/catalog';
import type { Combobox } from '../../../src/ui/useCombobox';
import '../../../src/ui/combobox.css';

interface SuggestionListProps {
  combo: Combobox;
  label: string;
  items: Suggestion[];
}

/**
 * The popup of the combobox: a listbox of suggestions (photo and name, spec 000 §3) or a
 * message (no product found, suggestions unavailable). The ARIA is the combobox's.
 */
export function SuggestionList({ combo, label, items }: SuggestionListProps) {
  return (
    <div className="vitrine-search__popup vitrine-combobox__popup" {...combo.getPopupProps()}>
      <div
        className="vitrine-search__list vitrine-combobox__list"
        {...combo.getListboxProps(label)}
      >
        {items.map((item, index) => {
          const src = photoUrl(item.Photo);
          return (
            <div
              key={item.ProductUrl}
              className="vitrine-search__option vitrine-combobox__option"
              {...combo.getOptionProps(index)}
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
      {combo.message ? (
        <p
          className={`vitrine-search__message vitrine-combobox__message${combo.failed ? ' is-error' : ''}`}
        >
          {combo.message}
        </p>
      ) : null}
    </div>
  );
}
