import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/renderWithI18n';
import { applyPageSettings } from '../test/settings';
import { ConfirmDialog } from './ConfirmDialog';

beforeEach(() => {
  applyPageSettings({}, '/fr/');
});

describe('ConfirmDialog', () => {
  it('asks Core.SureToDelete with Core.BtnBack and Core.BtnConfirm by default (spec 000 §8)', async () => {
    // No translations loaded: the translator shows the keys.
    await renderWithI18n(<ConfirmDialog onAnswer={() => {}} />);

    // issue 10 §4: a short title, the question in the body as the dialog's description.
    const dialog = screen.getByRole('alertdialog', {
      name: 'Core.BtnConfirm',
      description: 'Core.SureToDelete',
    });
    expect(dialog.querySelector('p')?.textContent).toBe('Core.SureToDelete');
    expect(screen.getByRole('button', { name: 'Core.BtnBack' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Core.BtnConfirm' })).toBeTruthy();
  });

  it('shows the translations of the page culture', async () => {
    await renderWithI18n(<ConfirmDialog onAnswer={() => {}} />, {
      Core: {
        SureToDelete: 'Voulez-vous vraiment supprimer ?',
        BtnBack: 'Retour',
        BtnConfirm: 'Confirmer',
      },
    });

    expect(
      screen.getByRole('alertdialog', {
        name: 'Confirmer',
        description: 'Voulez-vous vraiment supprimer ?',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeTruthy();
  });

  it('shows the title asked for, the question below it', async () => {
    await renderWithI18n(
      <ConfirmDialog
        title="Currency.Currency"
        message="Currency.ConfirmChange"
        onAnswer={() => {}}
      />,
      { Currency: { Currency: 'Devise', ConfirmChange: 'Changer de devise vide le panier ?' } },
    );

    expect(
      screen.getByRole('alertdialog', {
        name: 'Devise',
        description: 'Changer de devise vide le panier ?',
      }),
    ).toBeTruthy();
  });

  it('answers true when the shopper confirms', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    await renderWithI18n(<ConfirmDialog onAnswer={onAnswer} />);

    await user.click(screen.getByRole('button', { name: 'Core.BtnConfirm' }));

    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('answers false on the back button, the close button and Esc', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    await renderWithI18n(<ConfirmDialog onAnswer={onAnswer} />);

    await user.click(screen.getByRole('button', { name: 'Core.BtnBack' }));
    await user.click(screen.getByRole('button', { name: 'Core.Close' }));
    screen.getByRole('alertdialog').focus();
    await user.keyboard('{Escape}');

    expect(onAnswer.mock.calls).toEqual([[false], [false], [false]]);
  });

  it('uses the keys a caller gives', async () => {
    await renderWithI18n(
      <ConfirmDialog
        message="Wishlist.SureToRemove"
        cancelLabel="Core.No"
        confirmLabel="Core.Yes"
        onAnswer={() => {}}
      />,
    );

    expect(screen.getByRole('alertdialog', { description: 'Wishlist.SureToRemove' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Core.No' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Core.Yes' })).toBeTruthy();
  });
});
