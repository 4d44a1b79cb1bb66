/**
 * The address form's routes (issue 12; spec 001 §2, §3, §6): the add and edit pages (a modal
 * in the page, a page of their own without script) and the save. A modal's save (an
 * XMLHttpRequest) answers JSON: the saved address's `Id`, or 422 with `Errors` by field name;
 * a plain page's save goes back to the checkout, or shows the form again with its errors.
 * Only a signed-in customer whose flags allow it may create or edit (spec 001 §6).
 */
import type { Context, Hono } from 'hono';
import { countryById } from '../../data/shipping';
import { culturePage, cultureRoot, translatorFor } from '../../shared/context';
import type { Env } from '../../shared/env';
import { postedForm, tokenOk } from '../../shared/formPost';
import { customerByEmail } from '../account/public';
import { followShippingCountry } from './addressChoices';
import type { Section } from './addressFields';
import { ADDRESS_TYPES, addressErrors, postedValues, toAddress } from './addressForm';
import { addressFormPage } from './addressPages';
import { type AddressType, addressStateOf, saveAddress } from './addressStore';
import { refuse } from './refuse';
import { checkVat, normalizeVat } from './vatCheck';

const isAjax = (c: Context<Env>) => c.req.header('X-Requested-With') === 'XMLHttpRequest';
const sectionOf = (value: string | undefined): Section =>
  value === 'shipping' ? 'shipping' : 'billing';

/** The customer allowed to do it, or the answer that refuses (401 to sign in, 403). */
function allowed(c: Context<Env>, edit: boolean) {
  const customer = customerByEmail(c.var.session.user);
  if (!customer) {
    if (isAjax(c)) return refuse(c, 'Security.LoginRequired', 401);
    const culture = c.req.param('culture') ?? 'fr';
    const back = `${c.var.base}${culture}/checkout`;
    return c.redirect(
      `${c.var.base}${culture}/security/login?returnUrl=${encodeURIComponent(back)}`,
      303,
    );
  }
  if (edit ? !customer.canEditAddress : !customer.canCreateAddress)
    return refuse(c, 'Checkout.AddressChangeNotAllowed', 403);
  return customer;
}

export function addressFormRoutes(routes: Hono<Env>): void {
  routes.get('/:culture/checkout/address/add', (c) => {
    const who = allowed(c, false);
    if (who instanceof Response) return who;
    const ctx = culturePage(c, 'checkout/address/add');
    if (!ctx) return c.notFound();
    return c.html(
      addressFormPage(ctx, {
        section: sectionOf(c.req.query('for')),
        address: undefined,
      }) as string,
    );
  });

  routes.get('/:culture/checkout/address/edit/:id', (c) => {
    const who = allowed(c, true);
    if (who instanceof Response) return who;
    const ctx = culturePage(c, 'checkout/address/edit');
    const address = addressStateOf(c.var.session).saved.find(
      (a) => a.Id === Number(c.req.param('id')),
    );
    if (!ctx || !address) return c.notFound();
    const section: Section =
      address.AddressType === 'Shipping' ? 'shipping' : sectionOf(c.req.query('for'));
    return c.html(addressFormPage(ctx, { section, address }) as string);
  });

  routes.post('/:culture/checkout/address/save', async (c) => {
    const fields = await postedForm(c);
    const id = Number(fields.Id ?? 0);
    const who = allowed(c, id > 0);
    if (who instanceof Response) return who;
    if (!tokenOk(c, fields)) return refuse(c, 'Security.LoginRequired', 403);
    const ctx = culturePage(c, 'checkout/address/save');
    if (!ctx) return c.notFound();
    const t = translatorFor(c, ctx.culture);
    const section: Section = fields.BillingCountry !== undefined ? 'billing' : 'shipping';
    const state = addressStateOf(c.var.session);
    const existing = state.saved.find((a) => a.Id === id);
    if (id > 0 && !existing) return refuse(c, 'Checkout.UnknownAddress', 404);
    const type = fields.AddressType as AddressType;
    const values = postedValues(fields, section);
    const errors = addressErrors(values, section, t);
    const allowedTypes = section === 'billing' ? ['Billing', 'Both'] : ['Shipping', 'Both'];
    if (!ADDRESS_TYPES.includes(type) || !allowedTypes.includes(type))
      errors.AddressType = t('Validation.Required');
    const vat = normalizeVat(fields.BillingVAT ?? '');
    const countryCode = countryById(values.countryId)?.Code ?? '';
    if (vat && checkVat(countryCode, vat) === false)
      errors.BillingVAT = t('ShoppingCarts.VatInvalid');
    if (Object.keys(errors).length > 0) {
      if (isAjax(c)) return c.json({ Message: t('Checkout.CheckTheFields'), Errors: errors }, 422);
      return c.html(
        addressFormPage(ctx, {
          section,
          address: existing,
          posted: { type, values, vat },
          errors,
        }) as string,
        422,
      );
    }
    const saved = saveAddress(
      c.var.session,
      toAddress(
        id,
        type,
        values,
        {
          FirstName: who.firstName,
          LastName: who.lastName,
          Phone: who.phone,
          CompanyName: who.companyName,
        },
        vat,
      ),
    );
    // The picker shows and selects the saved address.
    if (saved.AddressType !== 'Shipping') state.billingId = saved.Id;
    if (section === 'shipping') {
      state.shippingId = saved.Id;
      state.sameAddress = false;
    }
    followShippingCountry(c.var.session);
    if (isAjax(c))
      return c.json({
        Id: saved.Id,
        AddressType: saved.AddressType,
        CountryCode: saved.CountryCode,
      });
    return c.redirect(`${cultureRoot(ctx)}checkout`, 303);
  });
}
