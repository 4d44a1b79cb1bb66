/**
 * The staff family of the demo CMS (issue 13; spec 001 §1, §2, §5, §6, §7): the sales user's
 * "edit customer" dialog page and its calls. Only a sales user (`staff: true`) may search and
 * save: a visitor is answered 401 (the login page), a shopper 403.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { Customer } from '../../../src/api/customers';
import { culturePage, type PageContext, translatorFor } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { postedForm, tokenOk } from '../../shared/formPost';
import { customerByEmail, loginRequiredPage } from '../account/public';
import { customerEditPage, forbiddenPage } from './customerEditPage';
import { customerOf, customersOf, saveCustomer, searchCustomers } from './staffCustomers';
import { strings } from './strings';

type Role = 'visitor' | 'shopper' | 'staff';

const roleOf = (c: Context<Env>): Role => {
  const user = c.var.session.user;
  if (!user) return 'visitor';
  return customerByEmail(user)?.staff ? 'staff' : 'shopper';
};

/** A refusal of the API: the sentence in the asking page's culture. */
const refuse = (c: Context<Env>, key: string, status: 401 | 403 | 404) =>
  c.json({ Message: translatorFor(c, c.var.session.culture)(key) }, status);

const refusal = (c: Context<Env>) =>
  roleOf(c) === 'visitor'
    ? refuse(c, 'Security.LoginRequired', 401)
    : roleOf(c) === 'shopper'
      ? refuse(c, 'Sales.CustomerSearchForbidden', 403)
      : undefined;

const PHONE = /^\+?[\d\s().-]{6,20}$/;

/** The field errors of a posted customer (the keys of Sales), none when it may be saved. */
export function customerErrors(
  fields: Omit<Customer, 'CustomerId'>,
  others: Customer[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!fields.FirstName.trim()) errors.FirstName = 'Sales.CustomerFieldRequired';
  if (!fields.LastName.trim()) errors.LastName = 'Sales.CustomerFieldRequired';
  const email = fields.Email.trim().toLowerCase();
  if (!email) errors.Email = 'Sales.CustomerFieldRequired';
  else if (!z.regexes.email.test(email)) errors.Email = 'Sales.CustomerEmailInvalid';
  else if (others.some((other) => other.Email.toLowerCase() === email))
    errors.Email = 'Sales.CustomerEmailTaken';
  if (fields.Phone.trim() && !PHONE.test(fields.Phone.trim()))
    errors.Phone = 'Sales.CustomerPhoneInvalid';
  if (fields.AccountType === 'company' && !fields.CompanyName.trim())
    errors.CompanyName = 'Sales.CustomerFieldRequired';
  return errors;
}

const postedSchema = z.object({
  FirstName: z._default(z.string(), ''),
  LastName: z._default(z.string(), ''),
  Email: z._default(z.string(), ''),
  Phone: z._default(z.string(), ''),
  AccountType: z.enum(['private', 'company']),
  CompanyName: z._default(z.string(), ''),
});

/** What is kept: trimmed, and a company name only for a company. */
const normalised = (customer: Customer): Customer => ({
  CustomerId: customer.CustomerId,
  FirstName: customer.FirstName.trim(),
  LastName: customer.LastName.trim(),
  Email: customer.Email.trim(),
  Phone: customer.Phone.trim(),
  AccountType: customer.AccountType,
  CompanyName: customer.AccountType === 'company' ? customer.CompanyName.trim() : '',
});

export function staffFamily(): Family {
  const routes = new Hono<Env>();

  // spec 001 §7: GET api/v1/sales/customers?search={text} → [{CustomerId, Email, …}].
  routes.get('/api/v1/sales/customers', (c) => {
    const refused = refusal(c);
    if (refused) return refused;
    return c.json(searchCustomers(c.var.session, c.req.query('search') ?? ''));
  });

  // Our contract: POST api/v1/sales/customers/{CustomerId} (JSON) → the customer as saved, or
  // 422 {Errors: {Field: message}, Message}.
  routes.post('/api/v1/sales/customers/:id', async (c) => {
    const refused = refusal(c);
    if (refused) return refused;
    const { session } = c.var;
    const id = c.req.param('id');
    if (!customerOf(session, id)) return refuse(c, 'Sales.CustomerNotFound', 404);
    const posted = postedSchema.safeParse(await c.req.json().catch(() => undefined));
    const t = translatorFor(c, session.culture);
    if (!posted.success) return c.json({ Errors: {}, Message: t('Sales.CustomerNotSaved') }, 422);
    const fields = posted.data;
    const others = customersOf(session).filter((other) => other.CustomerId !== id);
    const errors = customerErrors(fields, others);
    if (Object.keys(errors).length > 0) {
      const Errors = Object.fromEntries(Object.entries(errors).map(([k, key]) => [k, t(key)]));
      return c.json({ Errors, Message: t('Sales.CustomerNotSaved') }, 422);
    }
    const saved = normalised({ CustomerId: id, ...fields });
    saveCustomer(session, saved);
    return c.json(saved);
  });

  /** The page for staff, or the page that refuses (401 to sign in, 403 for a shopper). */
  const page = (c: Context<Env>, view: (ctx: PageContext) => Response | Promise<Response>) => {
    const ctx = culturePage(c, 'account/customers/edit');
    if (!ctx) return c.notFound();
    const role = roleOf(c);
    if (role === 'visitor')
      return c.html(loginRequiredPage(ctx, new URL(c.req.url).pathname) as string, 401);
    if (role === 'shopper') return c.html(forbiddenPage(ctx) as string, 403);
    return view(ctx);
  };

  // The "edit customer" dialog page (issue 13): opened as a modal from the account home; its
  // fallback searches (`?search=`) and edits (`?id=`) without JavaScript.
  routes.get('/:culture/account/customers/edit', (c) =>
    page(c, (ctx) => {
      const customer = customerOf(ctx.session, c.req.query('id') ?? '');
      const search = c.req.query('search') ?? '';
      return c.html(customerEditPage(ctx, { search, customer }) as string);
    }),
  );
  routes.post('/:culture/account/customers/edit', async (c) => {
    const fields = await postedForm(c);
    return page(c, (ctx) => {
      const customer = customerOf(ctx.session, c.req.query('id') ?? '');
      if (!customer || !tokenOk(c, fields)) return c.html(customerEditPage(ctx) as string, 422);
      const posted = postedSchema.safeParse({ ...fields, AccountType: fields.AccountType ?? '' });
      const edited: Customer = { ...customer, ...(posted.success ? posted.data : {}) };
      const others = customersOf(ctx.session).filter((o) => o.CustomerId !== customer.CustomerId);
      const keys = posted.success ? customerErrors(posted.data, others) : {};
      if (!posted.success || Object.keys(keys).length > 0) {
        const errors = Object.fromEntries(Object.entries(keys).map(([k, key]) => [k, ctx.t(key)]));
        const state = { search: '', customer: edited, errors };
        return c.html(customerEditPage(ctx, state) as string, 422);
      }
      const saved = normalised(edited);
      saveCustomer(ctx.session, saved);
      const message = ctx.t('Sales.CustomerSaved', {
        name: `${saved.FirstName} ${saved.LastName}`,
      });
      return c.html(
        customerEditPage(ctx, { search: '', customer: saved, saved: message }) as string,
      );
    });
  });

  return { name: 'staff', routes, strings };
}
