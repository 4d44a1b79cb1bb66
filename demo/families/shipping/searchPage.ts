/**
 * The pickup-point search page (spec 001 §2): the HTML fetched into the widget's modal, at
 * `{culture}/shippings/pickuppoint/search?shippingMethodId=&carrierGatewayId=&countryId=&city=&postCode=&address=`.
 * A postal-code form to search again, the page data the search request takes (SearchRadius,
 * MaximumListSize: spec 001 §9 "from page data") and the container of the list and the map.
 * The widget drives it by its `data-pickup-*` marks (docs/endpoints.md).
 */
import type { ShippingCountry, ShippingMethod } from '../../data/shipping';
import type { PageContext } from '../../shared/context';
import { html } from '../../shared/html';

/** Page data of the search (spec 001 §9: their values are the CMS's). */
export const SEARCH_RADIUS_KM = 15;
export const MAXIMUM_LIST_SIZE = 10;

export interface SearchQuery {
  city: string;
  postCode: string;
  address: string;
}

export function searchPage(
  ctx: PageContext,
  country: ShippingCountry,
  method: ShippingMethod,
  query: SearchQuery,
) {
  const id = (name: string) => `pickup-search-${method.ShippingMethodId}-${name}`;
  const action = `${ctx.base}${ctx.culture}/shippings/pickuppoint/search`;
  return html`<div class="pickup-search" data-pickup-search data-search-radius="${SEARCH_RADIUS_KM}" data-maximum-list-size="${MAXIMUM_LIST_SIZE}" data-carrier="${method.carrier ?? ''}" data-country-code="${country.Code}" data-shipping-method-id="${method.ShippingMethodId}">
  <p class="pickup-search__intro">${ctx.t('PickupPoints.SearchIntro')}</p>
  <form class="pickup-search__form" data-pickup-form method="get" action="${action}">
    <input type="hidden" name="shippingMethodId" value="${method.ShippingMethodId}" />
    <input type="hidden" name="carrierGatewayId" value="${method.carrierGatewayId ?? ''}" />
    <input type="hidden" name="countryId" value="${country.CountryId}" />
    <div class="field pickup-search__field">
      <label for="${id('postcode')}">${ctx.t('PickupPoints.PostalCode')}</label>
      <input id="${id('postcode')}" name="postCode" value="${query.postCode}" autocomplete="postal-code" maxlength="10" />
    </div>
    <div class="field pickup-search__field">
      <label for="${id('city')}">${ctx.t('PickupPoints.City')}</label>
      <input id="${id('city')}" name="city" value="${query.city}" autocomplete="address-level2" maxlength="80" />
    </div>
    <div class="field pickup-search__field pickup-search__field--wide">
      <label for="${id('address')}">${ctx.t('PickupPoints.Address')}</label>
      <input id="${id('address')}" name="address" value="${query.address}" autocomplete="street-address" maxlength="120" />
    </div>
    <button type="submit" class="button">${ctx.t('PickupPoints.Search')}</button>
  </form>
  <div class="pickup-search__results" data-pickup-results></div>
</div>`;
}
