/**
 * The checkout's calls for the addresses (issue 12; spec 001 §2, §3, §5, §7; the paths are
 * not in the specification: our contract, docs/endpoints.md): the address choices, a guest's
 * fields, the VAT check, the section's fragment, and the address form (add, edit, save).
 * Every call answers `{Message}` in the shopper's culture when it refuses.
 */
import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import {
  ADDRESS_CHOICE_PATH,
  ADDRESS_GUEST_PATH,
  type addressChoiceSchema,
  VAT_CHECK_PATH,
  type vatCheckSchema,
} from '../../../src/api/checkoutAddresses';
import { countryById } from '../../data/shipping';
import { culturePage, translatorFor } from '../../shared/context';
import type { Env } from '../../shared/env';
import { customerByEmail } from '../account/public';
import { addressSectionContent } from './addressBlocks';
import { applyChoice, applyGuestFields } from './addressChoices';
import { addressFormRoutes } from './addressFormRoutes';
import { addressStateOf, chosenAddresses, vatExempt } from './addressStore';
import { refuse } from './refuse';
import { checkVat, normalizeVat } from './vatCheck';

type ChoiceAnswer = z.infer<typeof addressChoiceSchema>;
type VatAnswer = z.infer<typeof vatCheckSchema>;

const body = async (c: Context<Env>) =>
  (await c.req.json().catch(() => ({}))) as Record<string, unknown>;

/** What every choice answers: where the order ships and bills, and whether VAT is charged. */
export function choiceAnswer(c: Context<Env>): ChoiceAnswer {
  const { session } = c.var;
  const { billing, shipping } = chosenAddresses(session);
  const state = addressStateOf(session);
  return {
    ShippingCountryCode: shipping?.CountryCode ?? null,
    BillingCountryCode: billing?.CountryCode ?? null,
    IsVATValidWebService: state.vatValid ?? null,
    VatExempt: vatExempt(session),
  };
}

/** A billing country change checks the VAT number again (it must be of that country). */
function recheckVat(c: Context<Env>): void {
  const state = addressStateOf(c.var.session);
  const billing = chosenAddresses(c.var.session).billing;
  if (state.vat && billing) state.vatValid = checkVat(billing.CountryCode, state.vat);
}

export function addressRoutes(routes: Hono<Env>): void {
  routes.post(`/${ADDRESS_CHOICE_PATH}`, async (c) => {
    if (!applyChoice(c.var.session, await body(c)))
      return refuse(c, 'Checkout.UnknownAddress', 404);
    recheckVat(c);
    return c.json(choiceAnswer(c));
  });

  routes.post(`/${ADDRESS_GUEST_PATH}`, async (c) => {
    const fields = Object.fromEntries(
      Object.entries(await body(c)).map(([key, value]) => [key, String(value ?? '')]),
    );
    applyGuestFields(c.var.session, fields);
    recheckVat(c);
    return c.json(choiceAnswer(c));
  });

  // spec 001 §3, §5: {countryId, VAT, customerId} → {IsVATValidWebService, ErrorMessage}.
  routes.get(`/${VAT_CHECK_PATH}`, (c) => {
    const { session } = c.var;
    const t = translatorFor(c, session.culture);
    const vat = normalizeVat(c.req.query('VAT') ?? '');
    const country = countryById(Number(c.req.query('countryId')));
    const customerId = c.req.query('customerId') ?? '';
    if (customerId !== (customerByEmail(session.user)?.customerId ?? ''))
      return refuse(c, 'Checkout.NotYourAccount', 403);
    if (!vat) return refuse(c, 'Validation.Required', 422);
    if (!country) return refuse(c, 'ShoppingCarts.UnknownCountry', 404);
    const valid = checkVat(country.Code, vat);
    const state = addressStateOf(session);
    state.vat = vat;
    state.vatValid = valid;
    const answer: VatAnswer = {
      IsVATValidWebService: valid,
      ErrorMessage:
        valid === false
          ? t('ShoppingCarts.VatInvalid')
          : valid === null
            ? t('Checkout.VatUnavailable')
            : '',
    };
    return c.json(answer);
  });

  // The section's content, reloaded by the picker after an address was saved.
  routes.get('/:culture/checkout/addresses', (c) => {
    const ctx = culturePage(c, 'checkout');
    return ctx ? c.html(String(addressSectionContent(ctx))) : c.notFound();
  });

  addressFormRoutes(routes);
}
