/**
 * The orders family (issue 13; spec 001 §2-§5, §7): the seeded past orders per session, the list
 * paginated by `pagenbr`, the order page (404 for another's), the delivery address change
 * (refused twice, kept over a reload), ordering again line by line, the refund request.
 */
import { describe, expect, it } from 'vitest';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';
import { pastOrders } from './pastOrders';

const app = await createApp(defaultOptions());
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const past = pastOrders('fr');
const byStatus = (status: string) => past.find((order) => order.status === status)?.id ?? '';

async function page(shopper: Awaited<ReturnType<typeof shopperOf>>, path: string) {
  const response = await shopper.request(path);
  return { status: response.status, doc: parse(await response.text()) };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const ADDRESS = {
  FirstName: 'Camille',
  LastName: 'Martin',
  Street1: 'Rue Neuve',
  HouseNumber: '5',
  BoxNumber: '',
  PostalCode: '1000',
  City: 'Bruxelles',
  CountryCode: 'BE',
};

describe('the seeded past orders', () => {
  it('are fourteen over eighteen months, with each case the customer area shows', () => {
    expect(past).toHaveLength(14);
    const oldest = Date.now() - new Date(past.at(-1)?.createdAt ?? '').getTime();
    expect(oldest).toBeLessThan(548 * 24 * 3600 * 1000);
    expect(past.filter((o) => o.deliveryChangeRequested)).toHaveLength(1);
    expect(past.filter((o) => o.status === 'AwaitingTransfer')).toHaveLength(1);
    expect(past.filter((o) => o.prepaidAccountId === 7002 && o.totals.prepaid > 0)).toHaveLength(1);
    expect(past.filter((o) => o.status === 'Delivered').length).toBeGreaterThan(3);
    for (const order of past) {
      const sum = order.lines.reduce((s, l) => s + l.total, 0);
      expect(order.totals.itemsIncl).toBeCloseTo(sum, 2);
    }
  });
});

describe('the order list and page', () => {
  it('answers 401 with the login link to a visitor', async () => {
    const visitor = await shopperOf(app, '/', false);
    const { status, doc } = await page(visitor, 'fr/account/orders');
    expect(status).toBe(401);
    expect(doc.querySelector('main a[href*="security/login"]')?.getAttribute('href')).toContain(
      encodeURIComponent('/fr/account/orders'),
    );
  });

  it('lists ten orders on page 1 and the rest on page 2, with links to each', async () => {
    const shopper = await shopperOf(app);
    const first = await page(shopper, 'fr/account/orders');
    expect(first.doc.querySelectorAll('.orders-table tbody tr')).toHaveLength(10);
    expect(first.doc.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(
      '/fr/account/orders?pagenbr=2',
    );
    const second = await page(shopper, 'fr/account/orders?pagenbr=2');
    expect(second.doc.querySelectorAll('.orders-table tbody tr').length).toBeGreaterThanOrEqual(4);
    expect(second.doc.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(
      '/fr/account/orders',
    );
    expect(second.doc.body.textContent).toContain('Livrée');
  });

  it('shows an order with its lines, actions and totals; 404 for an unknown id', async () => {
    const shopper = await shopperOf(app);
    const { status, doc } = await page(
      shopper,
      `nl/account/orders/${byStatus('AwaitingTransfer')}`,
    );
    expect(status).toBe(200);
    expect(doc.querySelector('main h1')?.textContent).toContain('VT-');
    expect(doc.querySelector('[data-widget="reorder"]')).not.toBeNull();
    expect(doc.querySelector('[data-widget="change-delivery-address"]')).not.toBeNull();
    expect(doc.querySelector('a[href$="/make-payment"]')).not.toBeNull();
    expect((await shopper.request('fr/account/orders/nope')).status).toBe(404);
  });
});

describe('the delivery address change (spec 001 §4)', () => {
  it('records the request once per session and shows it after a reload', async () => {
    const shopper = await shopperOf(app);
    const id =
      byStatus('Paid') ||
      (past.find((o) => o.status === 'Processing' && !o.deliveryChangeRequested)?.id ?? '');
    const send = () =>
      shopper.json('fr/sales/order/ChangeDeliveryAddressRequest', {
        method: 'POST',
        body: form({ OrderId: id, ...ADDRESS }),
      });
    expect((await send()).body).toEqual({
      Success: true,
      Message: 'Votre demande de changement d’adresse de livraison a bien été envoyée.',
    });
    expect((await send()).body.Success).toBe(false);
    const { doc } = await page(shopper, `fr/account/orders/${id}`);
    expect(doc.querySelector('[data-widget="change-delivery-address"] button')?.textContent).toBe(
      'Modification demandée',
    );
    const other = await shopperOf(app);
    expect((await page(other, `fr/account/orders/${id}`)).doc.body.textContent).not.toContain(
      'Modification demandée',
    );
  });

  it('refuses an incomplete address and a shipped order with a message', async () => {
    const shopper = await shopperOf(app);
    const incomplete = await shopper.json('fr/sales/order/ChangeDeliveryAddressRequest', {
      method: 'POST',
      body: form({ OrderId: past[2]?.id ?? '', ...ADDRESS, City: '' }),
    });
    expect(incomplete.body).toEqual({
      Success: false,
      Message: 'L’adresse envoyée est incomplète.',
    });
    const shipped = await shopper.json('fr/sales/order/ChangeDeliveryAddressRequest', {
      method: 'POST',
      body: form({ OrderId: byStatus('Shipped'), ...ADDRESS }),
    });
    expect(shipped.body.Success).toBe(false);
  });
});

describe('ordering again (spec 001 §3, §7)', () => {
  it('adds an orderable line to the basket and refuses a line no longer sold', async () => {
    const shopper = await shopperOf(app);
    const order =
      past.find(
        (o) =>
          o.lines.length >= 3 &&
          o.status === 'Delivered' &&
          o.lines.some((l) => l.sku && l.total > 0),
      ) ?? past[5];
    const withdrawn = past[5];
    const put = (
      orderId: string,
      line: { name: string; quantity: number; unitPrice: number; productVariantId: number },
    ) =>
      shopper.json('api/v1/sales/orders/addtocart', {
        method: 'PUT',
        body: form({
          name: line.name,
          quantity: String(line.quantity),
          price: String(line.unitPrice),
          ItemKey: String(line.productVariantId),
          OrderId: orderId,
          ItemOrigin: 'Catalog',
          currencyCode: 'EUR',
        }),
      });
    const firstLine = order?.lines[0];
    if (!order || !firstLine || !withdrawn) throw new Error('seeds');
    expect((await put(order.id, firstLine)).body).toEqual({ Added: true });
    const last = withdrawn.lines.at(-1);
    if (!last) throw new Error('seeds');
    const refused = await put(withdrawn.id, last);
    expect(refused.body.Added).toBe(false);
    expect(refused.body.Message).toEqual(expect.any(String));
    const summary = await shopper.json('api/v1/shoppingcarts');
    expect(summary.body.ItemsCount).toBe(firstLine.quantity);
  });
});

describe('the refund request (spec 001 §2, §3, §5)', () => {
  it('refuses nothing chosen, records a valid request, then shows its state', async () => {
    const shopper = await shopperOf(app);
    const order = past.find((o) => o.status === 'Delivered' && o.lines.length > 1);
    if (!order) throw new Error('seeds');
    const [a, b] = order.lines;
    if (!a || !b) throw new Error('seeds');
    const post = (fields: Record<string, string>) =>
      shopper.json(`fr/account/orders/${order.id}/refund`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: form(fields),
      });
    const none = await post({ [`Quantity_${a.productVariantId}`]: '0', Reason: 'Damaged' });
    expect(none).toEqual({
      status: 422,
      body: { Message: 'Choisissez au moins un article à rembourser.' },
    });
    const noReason = await post({ [`Quantity_${a.productVariantId}`]: '1' });
    expect(noReason.status).toBe(422);
    const done = await post({
      [`Quantity_${a.productVariantId}`]: '1',
      [`Quantity_${b.productVariantId}`]: String(b.quantity),
      Reason: 'Damaged',
    });
    expect(done.status).toBe(200);
    expect(done.body.Total).toBeCloseTo(a.unitPrice + b.unitPrice * b.quantity, 2);
    const { doc } = await page(shopper, `fr/account/orders/${order.id}/refund`);
    expect(doc.querySelector('[data-widget="refund-request"]')).toBeNull();
    expect(doc.querySelector('.orders-refund-state')?.textContent).toContain(
      'Remboursement demandé',
    );
    expect((await post({ Reason: 'Damaged' })).status).toBe(422);
  });

  it('works without script: the posted form answers the page, then with the request’s state', async () => {
    const shopper = await shopperOf(app);
    const order = past.filter((o) => o.status === 'Delivered').at(-1);
    const line = order?.lines[0];
    if (!order || !line) throw new Error('seeds');
    const empty = await shopper.request(`nl/account/orders/${order.id}/refund`, {
      method: 'POST',
      body: form({ Reason: 'Other' }),
    });
    expect(empty.status).toBe(422);
    expect(parse(await empty.text()).querySelector('[role="alert"]')?.textContent).toBe(
      'Kies minstens één artikel om terug te betalen.',
    );
    const done = await shopper.request(`nl/account/orders/${order.id}/refund`, {
      method: 'POST',
      body: form({ [`Quantity_${line.productVariantId}`]: '1', Reason: 'Other' }),
    });
    expect(done.status).toBe(200);
    expect(parse(await done.text()).querySelector('.orders-refund-state')?.textContent).toContain(
      'Terugbetaling aangevraagd',
    );
  });
});
