import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/renderWithI18n';
import { applyPageSettings } from '../test/settings';
import { Modal } from './Modal';

/** A page button that opens the basket dialog, the way widgets use Modal. */
function BasketButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open basket
      </button>
      {open ? (
        <Modal
          title="Basket"
          onClose={() => setOpen(false)}
          footer={<button type="button">Checkout</button>}
        >
          <a href="/fr/panier">See the basket</a>
        </Modal>
      ) : null}
    </>
  );
}

async function openBasket() {
  const user = userEvent.setup();
  await renderWithI18n(<BasketButton />);
  await user.click(screen.getByRole('button', { name: 'Open basket' }));
  return user;
}

beforeEach(() => {
  applyPageSettings({}, '/fr/');
});

describe('Modal', () => {
  it('is a modal dialog labelled by its title', async () => {
    await openBasket();

    const dialog = screen.getByRole('dialog', { name: 'Basket' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Esc and gives focus back to the button that opened it', async () => {
    const user = await openBasket();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open basket' }));
  });

  it('closes with its close button, labelled Core.Close', async () => {
    const user = await openBasket();

    await user.click(screen.getByRole('button', { name: 'Core.Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open basket' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    // react-modal only tabs to elements with a size, and jsdom lays nothing out.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    const user = await openBasket();
    const close = screen.getByRole('button', { name: 'Core.Close' });
    const checkout = screen.getByRole('button', { name: 'Checkout' });

    const visited: (Element | null)[] = [];
    for (let press = 0; press < 4; press++) {
      await user.tab();
      visited.push(document.activeElement);
    }
    expect(visited).toEqual([
      close,
      screen.getByRole('link', { name: 'See the basket' }),
      checkout,
      close,
    ]);

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(checkout);
  });

  it('locks the page scroll while open', async () => {
    const user = await openBasket();
    expect(document.body.classList.contains('vitrine-modal-open')).toBe(true);

    await user.keyboard('{Escape}');

    expect(document.body.classList.contains('vitrine-modal-open')).toBe(false);
  });

  it('shows the close label in the page language', async () => {
    await renderWithI18n(
      <Modal title="Panier" onClose={() => {}}>
        {null}
      </Modal>,
      { Core: { Close: 'Fermer' } },
    );

    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});
