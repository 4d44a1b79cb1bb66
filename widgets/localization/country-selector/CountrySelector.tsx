import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSalesTaxCountry } from '../../../src/api/localization';
import './countrySelector.css';

interface CountrySelectorProps {
  countries: string[];
  current: string;
}

export default function CountrySelector({ countries, current }: CountrySelectorProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(current);
  const [busy, setBusy] = useState(false);
  const names = new Intl.DisplayNames(i18n.language, { type: 'region' });

  async function choose(country: string) {
    setValue(country);
    setBusy(true);
    try {
      await setSalesTaxCountry(country);
      window.location.reload();
    } catch {
      // The error policy has told the shopper (spec 000 §8); keep the country that holds.
      setValue(current);
      setBusy(false);
    }
  }

  return (
    <div className="vitrine-country">
      <label htmlFor={id}>{t('Currency.Country')}</label>
      <select
        id={id}
        value={value}
        aria-busy={busy}
        disabled={busy}
        onChange={(event) => void choose(event.target.value)}
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {names.of(code) ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}
