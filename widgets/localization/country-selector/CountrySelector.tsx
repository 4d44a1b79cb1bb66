import { useState } from 'react';
import { setSalesTaxCountry } from '../../../src/api/localization';
import { useTranslation } from '../../../src/core/react/translation';
import { SelectField } from '../../../src/ui/SelectField';
import type { Props } from './index';

export default function CountrySelector({ countries, current }: Props) {
  const { t, i18n } = useTranslation();
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
    <SelectField
      className="vitrine-country"
      label={t('Currency.Country')}
      value={value}
      busy={busy}
      onChange={(country) => void choose(country)}
      options={countries.map((code) => ({ value: code, label: names.of(code) ?? code }))}
    />
  );
}
