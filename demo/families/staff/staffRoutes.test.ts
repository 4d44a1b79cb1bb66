/**
 * The sales user's customer search in the demo (issue 13; spec 001 §5, §6, §7): only staff may
 * search and save (401 for a visitor, 403 for a shopper), the search ignores case and accents,
 * starts at 2 characters, and a save is the saving session's alone.
 */
import { describe, expect, it } from 'vitest';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';
import { STAFF_CUSTOMERS, searchCustomers } from './staffCustomers';

const app = await createApp({ ...defaultOptions(), base: '/shop/' });

async function staffMember() {
  const shopper = await shopperOf(app, '/shop/', false);
  const home = await (await shopper.request('fr/')).text();
  const token = /"antiForgeryToken":"([^"]+)"/.exec(home)?.[1] ?? '';
  const body = new URLSearchParams({
    __RequestVerificationToken: token,
    Email: 'staff@vitrine.shop',
    Password: 'vitrine-staff',
    returnUrl: '/shop/fr/account',
  });
  expect((await shopper.request('fr/security/login', { method: 'POST', body })).status).toBe(303);
  return shopper;
}

const list = async (shopper: Awaited<ReturnType<typeof shopperOf>>, search: string) => {
  const response = await shopper.request(
    `api/v1/sales/customers?search=${encodeURIComponent(search)}`,
  );
  return {
    status: response.status,
    body: (await response.json()) as Array<Record<string, string>>,
  };
};

const post = (shopper: Awaited<ReturnType<typeof shopperOf>>, id: string, fields: object) =>
  shopper.request(`api/v1/sales/customers/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });

describe('the customers a sales user finds', () => {
  it('has about forty customers from the six countries, each with an id and an e-mail', () => {
    expect(STAFF_CUSTOMERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(STAFF_CUSTOMERS.map((c) => c.CustomerId)).size).toBe(STAFF_CUSTOMERS.length);
    for (const c of STAFF_CUSTOMERS) expect(c.Email).toMatch(/^[a-z.]+@[a-z.-]+$/);
  });

  it.each([
    ['jose', 'José'],
    ['MULLER', 'Müller'],
    ['lefevre', 'Lefèvre'],
    ['GONÇALVES', 'Gonçalves'],
    ['weiss', 'Weiß'],
  ])('finds %s without minding case or accents', (typed, lastOrFirst) => {
    const session = {} as never;
    const found = searchCustomers(session, typed);
    expect(found.some((c) => c.FirstName === lastOrFirst || c.LastName.includes(lastOrFirst))).toBe(
      true,
    );
  });

  it('answers nothing under 2 characters, and at most 10', () => {
    expect(searchCustomers({} as never, 'e')).toEqual([]);
    expect(searchCustomers({} as never, 'e ').length).toBe(0);
    expect(searchCustomers({} as never, 'an').length).toBeLessThanOrEqual(10);
  });
});

describe('the customer search API and page (issue 13)', () => {
  it('answers a visitor 401 and a shopper 403, the page too', async () => {
    const visitor = await shopperOf(app, '/shop/', false);
    expect((await list(visitor, 'ma')).status).toBe(401);
    expect((await visitor.request('fr/account/customers/edit')).status).toBe(401);
    const shopper = await shopperOf(app, '/shop/');
    expect((await list(shopper, 'ma')).status).toBe(403);
    const page = await shopper.request('nl/account/customers/edit');
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('Alleen voor verkopers');
    expect((await post(shopper, '300101', { AccountType: 'private' })).status).toBe(403);
  });

  it('gives staff the page with the search widget, and the list with CustomerId and Email', async () => {
    const staff = await staffMember();
    const page = await staff.request('it/account/customers/edit');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-widget="customer-search"');
    const { status, body } = await list(staff, 'helene');
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ CustomerId: '300103', Email: 'helene.girard@laposte.net' });
  });

  it('saves for the saving session only; a refusal names its fields', async () => {
    const staff = await staffMember();
    const other = await staffMember();
    const [helene] = (await list(staff, 'helene')).body;
    const saved = await post(staff, '300103', { ...helene, Phone: '+33 4 00 00 00 00' });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { Phone: string }).Phone).toBe('+33 4 00 00 00 00');
    expect((await list(staff, 'helene')).body[0]?.Phone).toBe('+33 4 00 00 00 00');
    expect((await list(other, 'helene')).body[0]?.Phone).toBe('+33 4 78 92 11 40');

    const refused = await post(staff, '300103', {
      ...helene,
      FirstName: ' ',
      Email: 'jose.garcia@gmail.com',
      AccountType: 'company',
      CompanyName: '',
    });
    expect(refused.status).toBe(422);
    const { Errors } = (await refused.json()) as { Errors: Record<string, string> };
    expect(Object.keys(Errors).sort()).toEqual(['CompanyName', 'Email', 'FirstName']);
    expect((await post(staff, '999999', helene ?? {})).status).toBe(404);
  });
});

describe('the page without JavaScript (the fallback in the placeholder)', () => {
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
  const token = async (shopper: Awaited<ReturnType<typeof shopperOf>>) =>
    /"antiForgeryToken":"([^"]+)"/.exec(await (await shopper.request('fr/')).text())?.[1] ?? '';

  it('searches with ?search= and links each customer to its form', async () => {
    const staff = await staffMember();
    const page = parse(
      await (await staff.request('es/account/customers/edit?search=munoz')).text(),
    );
    const links = Array.from(page.querySelectorAll('[data-widget="customer-search"] li a'));
    expect(links.map((a) => a.textContent)).toEqual(['Ángel Muñoz']);
    expect(links[0]?.getAttribute('href')).toBe('/shop/es/account/customers/edit?id=300121');
    const form = parse(
      await (await staff.request('es/account/customers/edit?id=300121')).text(),
    ).querySelector('form[method="post"]');
    expect(form?.querySelector<HTMLInputElement>('input[name="LastName"]')?.value).toBe('Muñoz');
  });

  it('saves a posted form, and refuses an invalid one with each message on its field (422)', async () => {
    const staff = await staffMember();
    const fields = {
      __RequestVerificationToken: await token(staff),
      FirstName: 'Ángel',
      LastName: 'Muñoz Ruiz',
      Email: 'angel.munoz@gmail.com',
      Phone: '',
      AccountType: 'private',
      CompanyName: '',
    };
    const path = 'fr/account/customers/edit?id=300121';
    const saved = await staff.request(path, { method: 'POST', body: new URLSearchParams(fields) });
    expect(saved.status).toBe(200);
    expect(parse(await saved.text()).querySelector('.customer-fallback__saved')?.textContent).toBe(
      'Les coordonnées de Ángel Muñoz Ruiz sont enregistrées.',
    );
    const refused = await staff.request(path, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, Email: 'not-an-address' }),
    });
    expect(refused.status).toBe(422);
    const email = parse(await refused.text()).querySelector('input[name="Email"]');
    expect(email?.getAttribute('aria-invalid')).toBe('true');
    expect(email?.getAttribute('value')).toBe('not-an-address');
    const shopper = await shopperOf(app, '/shop/');
    const forbidden = await shopper.request(path, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, __RequestVerificationToken: await token(shopper) }),
    });
    expect(forbidden.status).toBe(403);
  });
});
