/**
 * The pickup-point control of a pickup shipping method (issue 11): the placeholder of
 * widgets/cart/pickup-point, which the cart's shipping-methods list shows for each pickup
 * method. Without JavaScript it names the chosen point; the widget adds the search modal.
 */
import { countryById, type ShippingMethod } from '../../data/shipping';
import type { PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import type { CartChoices } from '../cart/public';

export interface BillingNames {
  firstName: string;
  lastName: string;
}

/** The demo's billing names: from the signed-in shopper's e-mail (marie.dubois@… → Marie Dubois). */
export function billingNamesOf(user: string | undefined): BillingNames {
  const [first = '', last = ''] = (user?.split('@')[0] ?? '').split(/[._-]/);
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return { firstName: title(first), lastName: title(last) };
}

/**
 * The placeholder for one pickup method (its country is the method's: ids are country × 10 + n);
 * empty for a method that is not a pickup method. It mounts with the page, shown or not: the
 * method list shows the chosen method's control only, and choosing a pickup method asks its
 * control to open at once (vitrine:pickup-point-wanted).
 */
export function pickupPointControl(ctx: PageContext, method: ShippingMethod, choices: CartChoices) {
  const country = countryById(Math.floor(method.ShippingMethodId / 10));
  if (!method.carrier || !country) return html``;
  const billing = billingNamesOf(ctx.session.user);
  const chosen =
    choices.shippingMethodId === method.ShippingMethodId ? choices.pickupPoint : undefined;
  const chosenJson = chosen
    ? JSON.stringify({
        name: chosen.PickupPointName,
        address: `${chosen.ShippingStreet1}, ${chosen.ShippingPostalCode} ${chosen.ShippingCity}`,
      })
    : '';
  return html`<div class="pickup-point" data-widget="pickup-point" data-shipping-method-id="${method.ShippingMethodId}" data-carrier-gateway-id="${method.carrierGatewayId ?? ''}" data-carrier="${method.carrier ?? ''}" data-country-id="${country.CountryId}" data-country-code="${country.Code}" data-post-code="${choices.postalCode ?? ''}" data-first-name="${billing.firstName}" data-last-name="${billing.lastName}"${chosen ? html` data-chosen="${chosenJson}"` : ''}>
  ${
    chosen
      ? html`<p class="pickup-point__chosen"><strong>${chosen.PickupPointName}</strong><br />${chosen.ShippingStreet1}, ${chosen.ShippingPostalCode} ${chosen.ShippingCity}</p>`
      : ''
  }
  <button type="button" class="button" disabled>${ctx.t(chosen ? 'PickupPoints.ChangePickupPoint' : 'PickupPoints.ChoosePickupPoint')}</button>
</div>`;
}
