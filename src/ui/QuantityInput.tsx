/**
 * The quantity input of spec 000 §5 with its minus and plus stepper: typing is corrected after
 * 600 ms, the stepper, Enter and leaving the field correct at once. The parent only ever sees
 * corrected values (or '' for nothing usable), through `onChange`.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../core/react/translation';
import {
  correctQuantity,
  highest,
  lowest,
  QUANTITY_CORRECTION_DELAY,
  type QuantityRule,
  stepperBounds,
  stepQuantity,
} from './quantity';
import './quantityInput.css';
import './visuallyHidden.css';

interface QuantityInputProps {
  value: string;
  rule: QuantityRule;
  onChange: (value: string) => void;
  label: string;
  name?: string;
  disabled?: boolean;
}

export function QuantityInput({
  value,
  rule,
  onChange,
  label,
  name = 'Quantity',
  disabled = false,
}: QuantityInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const hint = [
    rule.step > 1 ? t('Catalog.SoldBy', { step: rule.step }) : '',
    rule.min > 1 ? t('Catalog.MinimumQuantity', { min: rule.min }) : '',
    rule.max > 0 ? t('Catalog.MaximumQuantity', { max: rule.max }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const [corrected, setCorrected] = useState('');

  const commit = (raw: string, fallbackToMin = false) => {
    clearTimeout(timer.current);
    const fixed = correctQuantity(raw, rule, Number(value) || undefined);
    const next = fixed === '' && fallbackToMin ? String(lowest(rule)) : fixed;
    setDraft(next);
    // A typed value that the rule changed is said, not only shown (WCAG 3.3.1).
    setCorrected(
      next !== raw.trim() && next !== '' ? t('Catalog.QuantityCorrected', { value: next }) : '',
    );
    if (next !== value) onChange(next);
  };

  const bounds = stepperBounds(draft, rule);
  // aria-disabled, not disabled: a button that disables itself under the pointer or the
  // keyboard would drop the focus to the page.
  const step = (direction: 1 | -1) => {
    if (disabled || (direction < 0 ? bounds.atMin : bounds.atMax)) return;
    commit(stepQuantity(draft, rule, direction));
  };
  const stepButton = (direction: 1 | -1) => (
    <button
      type="button"
      className="vitrine-quantity__step"
      aria-label={t(direction < 0 ? 'Core.DecreaseQuantity' : 'Core.IncreaseQuantity')}
      aria-controls={id}
      aria-disabled={disabled || (direction < 0 ? bounds.atMin : bounds.atMax)}
      onClick={() => step(direction)}
    >
      <span aria-hidden="true">{direction < 0 ? '−' : '+'}</span>
    </button>
  );

  return (
    <div className="vitrine-quantity">
      <label htmlFor={id} className="vitrine-quantity__label">
        {label}
      </label>
      <div className="vitrine-quantity__control">
        {stepButton(-1)}
        <input
          id={id}
          name={name}
          className="vitrine-quantity__input"
          inputMode="numeric"
          autoComplete="off"
          min={lowest(rule)}
          step={rule.step}
          {...(rule.max > 0 ? { max: highest(rule) } : {})}
          value={draft}
          aria-describedby={hint ? hintId : undefined}
          disabled={disabled}
          onChange={(event) => {
            const raw = event.target.value;
            setDraft(raw);
            clearTimeout(timer.current);
            // spec 000 §5, §9: typing is corrected after 600 ms.
            timer.current = setTimeout(() => commit(raw), QUANTITY_CORRECTION_DELAY);
          }}
          onBlur={() => commit(draft, true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(draft, true);
            }
          }}
        />
        {stepButton(1)}
      </div>
      <p className="vitrine-visually-hidden" role="status">
        {corrected}
      </p>
      {hint ? (
        <p id={hintId} className="vitrine-quantity__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
