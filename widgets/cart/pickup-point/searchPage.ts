/**
 * The search page in the modal (spec 001 §2, §9): its form, its page data (SearchRadius and
 * MaximumListSize) and the container of the list and the map, found by their `data-pickup-*`
 * marks (docs/endpoints.md).
 */
import { PICKUP_SEARCH_PAGE } from '../../../src/api/pickupPoints';
import { cultureUrl } from '../../../src/core/paths';
import type { Props } from './index';
import type { TypedPlace } from './locationCookie';

export interface SearchParts {
  form: HTMLFormElement;
  results: HTMLElement;
  radius: number;
  maximum: number;
}

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/** The marks, or undefined (logged) when the page is not the expected one. */
export function searchParts(element: Element): SearchParts | undefined {
  const root = element.querySelector<HTMLElement>('[data-pickup-search]');
  const form = root?.querySelector<HTMLFormElement>('form[data-pickup-form]');
  const results = root?.querySelector<HTMLElement>('[data-pickup-results]');
  const radius = positive(root?.dataset.searchRadius);
  const maximum = positive(root?.dataset.maximumListSize);
  if (!root || !form || !results || !radius || !maximum) {
    console.error('[vitrine] pickup-point: the search page lacks its form, results or page data');
    return undefined;
  }
  return { form, results, radius, maximum: Math.floor(maximum) };
}

const field = (form: HTMLFormElement, name: string) =>
  (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? '';

/** What the shopper typed in the page's form. */
export const placeOf = (form: HTMLFormElement, countryCode: string): TypedPlace => ({
  postCode: field(form, 'postCode'),
  city: field(form, 'city'),
  address: field(form, 'address'),
  countryCode,
});

/** spec 001 §2: the search page with its query parameters; the last place searched first. */
export function searchPageAddress(props: Props, last: TypedPlace | undefined) {
  const place = last ?? props;
  return {
    path: props.searchUrl ?? cultureUrl(PICKUP_SEARCH_PAGE),
    params: {
      shippingMethodId: props.shippingMethodId,
      carrierGatewayId: props.carrierGatewayId,
      countryId: props.countryId,
      city: place.city,
      postCode: place.postCode,
      address: place.address,
    },
  };
}
