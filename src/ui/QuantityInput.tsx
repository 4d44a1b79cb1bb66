/**
 * The quantity input of spec 000 §5 with its minus and plus stepper: typing is corrected after
 * 600 ms, the stepper, Enter and leaving the field correct at once. The parent only ever sees
 * corrected values (or '' for nothing usable), through `onChange`.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  correctQuantity,
  lowest,
  QUANTITY_CORRECTION_DELAY,
  type QuantityRule,
  stepperBounds,
  stepQuantity,
} from './quantity';
import './quantityInput.css';

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

  const commit = (raw: string, fallbackToMin = false) => {
    clearTimeout(timer.current);
    const corrected = correctQuantity(raw, rule, Number(value) || undefined);
    const next = corrected === '' && fallbackToMin ? String(lowest(rule)) : corrected;
    setDraft(next);
    if (next !== value) onChange(next);
  };

  const step = (direction: 1 | -1) => commit(stepQuantity(draft, rule, direction));
  const bounds = stepperBounds(draft, rule);

  return (
    <div className="vitrine-quantity">
      <label htmlFor={id} className="vitrine-quantity__label">
        {label}
      </label>
      <div className="vitrine-quantity__control">
        <button
          type="button"
          className="vitrine-quantity__step"
          aria-label={t('Core.DecreaseQuantity')}
          aria-controls={id}
          disabled={disabled || bounds.atMin}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          className="vitrine-quantity__input"
          inputMode="numeric"
          autoComplete="off"
          min={lowest(rule)}
          step={rule.step}
          {...(rule.max > 0 ? { max: rule.max } : {})}
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
        <button
          type="button"
          className="vitrine-quantity__step"
          aria-label={t('Core.IncreaseQuantity')}
          aria-controls={id}
          disabled={disabled || bounds.atMax}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="vitrine-quantity__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
