import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { I18nProvider, useTranslation } from './translation';

function Label({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {t(name)} ({i18n.language})
    </p>
  );
}

describe('useTranslation (decision 024)', () => {
  it('looks words up in the instance of the provider, with its language', async () => {
    const i18n = await createI18n('nl-BE', { Core: { Close: 'Sluiten' } });
    render(
      <I18nProvider i18n={i18n}>
        <Label name="Core.Close" />
      </I18nProvider>,
    );
    expect(screen.getByText('Sluiten (nl-BE)')).toBeTruthy();
  });

  it('renders again when words are added, and stops listening once unmounted', async () => {
    const i18n = await createI18n('fr-FR', {});
    const view = render(
      <I18nProvider i18n={i18n}>
        <Label name="Core.BtnBack" />
      </I18nProvider>,
    );
    expect(screen.getByText('Core.BtnBack (fr-FR)')).toBeTruthy();

    act(() => {
      i18n.addResources({ Core: { BtnBack: 'Retour' } });
    });
    expect(screen.getByText('Retour (fr-FR)')).toBeTruthy();

    const off = vi.spyOn(i18n.store, 'off');
    view.unmount();
    expect(off).toHaveBeenCalledWith('added', expect.any(Function));
  });

  it('says where it is missing its provider', () => {
    expect(() => render(<Label name="Core.Close" />)).toThrow(/needs an I18nProvider/);
  });
});
