import { useState } from 'react';
import { type CurrencyChange, changeCurrency } from '../../../src/api/localization';
// The dialogs port: the UI chunk loads only when a warning or an error must be shown.
import { dialogs } from '../../../src/core/dialogs';
import { useTranslation } from '../../../src/core/react/translation';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import { SelectField } from '../../../src/ui/SelectField';
import type { Props } from './index';

const isWarning = (answer: CurrencyChange) => answer.ReasonType?.toLowerCase() === 'warning';

export default function CurrencySelector({ currencies, current }: Props) {
  const { t, i18n } = useTranslation();
  const { settings } = useWidgetContext();
  const active = current ?? settings.currency;
  const [value, setValue] = useState(active);
  const [busy, setBusy] = useState(false);
  const names = new Intl.DisplayNames(i18n.language, { type: 'currency' });

  async function choose(currency: string) {
    setValue(currency);
    setBusy(true);
    try {
      let answer = await changeCurrency(currency);
      if (answer.ResponseCode !== 'OK' && isWarning(answer)) {
        const force = await dialogs.confirm({
          title: 'Currency.Currency',
          message: answer.ReasonResourceKey || 'Currency.ConfirmChange',
          cancelLabel: 'Core.Cancel',
          confirmLabel: 'Currency.Force',
        });
        if (!force) return setValue(active);
        answer = await changeCurrency(currency, true);
      }
      if (answer.ResponseCode === 'OK') return window.location.reload();
      dialogs.toast({
        kind: 'error',
        title: answer.ReasonResourceKey || 'Currency.ChangeError',
        message: 'Currency.ChangeError',
      });
      setValue(active);
    } catch {
      // The error policy has told the shopper already (spec 000 §8); nothing changed.
      setValue(active);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SelectField
      className="vitrine-currency"
      label={t('Currency.Currency')}
      value={value}
      busy={busy}
      onChange={(currency) => void choose(currency)}
      options={currencies.map((code) => ({
        value: code,
        label: `${code} · ${names.of(code) ?? code}`,
      }))}
    />
  );
}
