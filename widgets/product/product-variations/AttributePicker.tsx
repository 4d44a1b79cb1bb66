/**
 * One variation attribute (spec 000 §3, §5): colour swatches when VariationDisplayTypeValue is
 * Square (ColorCode1..3), a select when it is Select, buttons otherwise. Swatches and buttons
 * are native radios, so arrows, Space and screen readers work as everywhere else. Unavailable
 * values are disabled and say so in words (Core.Unavailable), not only by a strike-through.
 */
import { useId } from 'react';
import type { AttributeValue, VariationAttribute } from '../../../src/api/product';
import { useTranslation } from '../../../src/core/react/translation';

interface AttributePickerProps {
  attribute: VariationAttribute;
  field: string;
  chosen: string;
  onChoose: (field: string, valueId: string) => void;
}

/** Hard-stop gradient for two- and three-tone swatches. */
export function swatchBackground(value: AttributeValue): string | undefined {
  const colours = [value.ColorCode1, value.ColorCode2, value.ColorCode3].filter(
    (colour): colour is string => Boolean(colour && /^#[0-9a-f]{3,8}$/i.test(colour)),
  );
  if (colours.length === 0) return undefined;
  if (colours.length === 1) return colours[0];
  const share = 100 / colours.length;
  const stops = colours.map(
    (colour, index) => `${colour} ${index * share}% ${(index + 1) * share}%`,
  );
  return `linear-gradient(135deg, ${stops.join(', ')})`;
}

export function AttributePicker({ attribute, field, chosen, onChoose }: AttributePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const values = attribute.ProductAttributeValuesViewModel;
  const current = values.find((value) => String(value.ProductAttributeValueId) === chosen);
  const unavailable = t('Core.Unavailable');

  if (attribute.VariationDisplayTypeValue === 'Select') {
    return (
      <div className="vitrine-variations__attribute">
        <label htmlFor={id} className="vitrine-variations__legend">
          {attribute.Value}
        </label>
        <select
          id={id}
          name={field}
          className="vitrine-variations__select"
          value={chosen}
          onChange={(event) => onChoose(field, event.target.value)}
        >
          {chosen === '' ? <option value="">{t('Core.ChooseOption')}</option> : null}
          {values.map((value) => (
            <option
              key={value.ProductAttributeValueId}
              value={value.ProductAttributeValueId}
              disabled={value.IsUnavailable}
            >
              {value.IsUnavailable ? `${value.DisplayValue} (${unavailable})` : value.DisplayValue}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const swatches = attribute.VariationDisplayTypeValue === 'Square';
  return (
    <fieldset className="vitrine-variations__attribute">
      <legend className="vitrine-variations__legend">
        {attribute.Value}
        {current ? (
          <span className="vitrine-variations__current">{current.DisplayValue}</span>
        ) : null}
      </legend>
      <div className={`vitrine-variations__options ${swatches ? 'is-swatches' : 'is-buttons'}`}>
        {values.map((value) => {
          const valueId = String(value.ProductAttributeValueId);
          const background = swatches ? swatchBackground(value) : undefined;
          return (
            <label
              key={valueId}
              className={`vitrine-variations__option${value.IsUnavailable ? ' is-unavailable' : ''}`}
              title={
                value.IsUnavailable ? `${value.DisplayValue} (${unavailable})` : value.DisplayValue
              }
            >
              <input
                type="radio"
                name={field}
                value={valueId}
                checked={chosen === valueId}
                disabled={value.IsUnavailable}
                onChange={() => onChoose(field, valueId)}
              />
              {swatches ? (
                <>
                  <span
                    className="vitrine-variations__swatch"
                    aria-hidden="true"
                    style={background ? { background } : undefined}
                  />
                  <span className="vitrine-visually-hidden">{value.DisplayValue}</span>
                </>
              ) : (
                <span className="vitrine-variations__text">{value.DisplayValue}</span>
              )}
              {value.IsUnavailable ? (
                <span className="vitrine-visually-hidden"> ({unavailable})</span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
