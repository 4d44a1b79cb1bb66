import { useId } from 'react';
import './selectField.css';

interface SelectFieldProps {
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  /** While a change is being saved: the select is disabled and marked busy. */
  busy?: boolean;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled select that saves on change (currency, country…), 44 px high. */
export function SelectField({
  label,
  value,
  options,
  busy = false,
  onChange,
  className = '',
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`vitrine-select-field ${className}`.trim()}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-busy={busy}
        disabled={busy}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
