/** The coupon field and "my coupons" (spec 001 §2, §4, §5, §7, §8). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { provideNavigation } from '../../../src/core/navigation';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import CouponForm from './CouponForm';

vi.mock('../../../src/core/strings/fr.json', () => ({ default: {} }));

listen();
const STRINGS = {
  ShoppingCarts: {
    CouponCode: 'Code promo',
    ApplyCoupon: 'Appliquer',
    RemoveCoupon: 'Retirer le code promo',
    CouponApplied: 'Code {{code}} appliqué',
    MyCoupons: 'Mes codes promo',
    UseCoupon: 'Utiliser {{code}}',
    NoCustomerCoupons: 'Aucun code',
    CouponValidUntil: 'Valable jusqu’au {{date}}',
  },
};
const COUPONS = [
  { CouponCode: 'MERCI-7Q2K', Description: '10 € de réduction', ValidUntil: '2027-12-31' },
  { CouponCode: 'ANNIV-20', Description: '20 % de réduction', ValidUntil: '2027-06-30' },
];
let dialogs: FakeDialogs;
let visits: string[];

beforeEach(() => {
  dialogs = fakeDialogs();
  visits = [];
  provideNavigation((href) => visits.push(href));
  server.use(http.get('*/fr/widget/couponcodes/list', () => HttpResponse.html('<p>Vos codes</p>')));
});

const show = (props: Partial<Parameters<typeof CouponForm>[0]> = {}) =>
  renderWithI18n(
    <CouponForm applied="" listUrl="widget/couponcodes/list" customerId="104872" {...props} />,
    STRINGS,
  );
const field = () => screen.getByRole('textbox', { name: 'Code promo' });

describe('coupon-form', () => {
  it('applies with Enter, says it is valid, then refreshes the page', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/v1/shoppingcarts/coupon', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(true);
      }),
    );
    await show();
    await userEvent.type(field(), 'BIENVENUE10{Enter}');
    await waitFor(() => expect(visits).toHaveLength(1));
    expect(sent).toEqual([{ CouponCode: 'BIENVENUE10' }]);
    expect(dialogs.toast).toHaveBeenCalledWith({
      kind: 'success',
      message: 'ShoppingCarts.CouponValid',
    });
  });

  it('says no coupon is available on a falsy answer, and stays', async () => {
    server.use(http.post('*/api/v1/shoppingcarts/coupon', () => HttpResponse.json(false)));
    await show();
    await userEvent.type(field(), 'SOLDES2024');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() =>
      expect(dialogs.toast).toHaveBeenCalledWith({
        kind: 'error',
        message: 'ShoppingCarts.NoCouponAvailable',
      }),
    );
    expect(visits).toEqual([]);
    expect(field()).toHaveProperty('value', 'SOLDES2024');
  });

  it('removes the applied coupon, then refreshes the page', async () => {
    server.use(http.delete('*/api/v1/shoppingcarts/coupon', () => HttpResponse.json(true)));
    await show({ applied: 'BIENVENUE10' });
    expect(screen.getByText('Code BIENVENUE10 appliqué')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer le code promo' }));
    await waitFor(() => expect(visits).toHaveLength(1));
  });

  it('offers "my coupons" to a customer only', async () => {
    await show({ customerId: undefined });
    expect(screen.queryByRole('button', { name: 'Mes codes promo' })).toBeNull();
  });

  it('lists the customer’s coupons; choosing one fills the field and gives it focus', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/couponcode/user/:id', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(COUPONS);
      }),
    );
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Mes codes promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mes codes promo' });
    expect(await within(dialog).findByText('Vos codes')).toBeTruthy();
    expect(within(dialog).getByText('Valable jusqu’au 30/06/2027')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utiliser ANNIV-20' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field()).toHaveProperty('value', 'ANNIV-20');
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(asked).toEqual(['104872']);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a 404', () => new HttpResponse(null, { status: 404 })],
    ['a malformed answer', () => HttpResponse.json({ CouponCode: 'X' })],
    ['a network error', () => HttpResponse.error()],
  ])('says an error occurred in the dialog on %s', async (_, respond) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/v1/couponcode/user/:id', respond));
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Mes codes promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mes codes promo' });
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
  });

  it('opens the login modal on a 401 and closes the dialog', async () => {
    server.use(
      http.get('*/api/v1/couponcode/user/:id', () => new HttpResponse(null, { status: 401 })),
    );
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Mes codes promo' }));
    await waitFor(() => expect(dialogs.login).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
