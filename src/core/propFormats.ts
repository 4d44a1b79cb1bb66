/**
 * Formats of data attributes that an editor types by hand, each with the words the console
 * uses when one is wrong (issue 10 §5): "end expected an ISO date-time such as …", never "a
 * valid regex". zod/mini's own message is the bare "Invalid input", so a check's message is
 * the description readProps prints.
 */
import * as z from 'zod/mini';

const matching = (pattern: RegExp, description: string) =>
  z.string().check(z.regex(pattern, description));

/** The end of an offer: 2026-12-24T18:00:00+01:00 (the time zone may be left out). */
export const isoDateTime = () =>
  matching(/^\d{4}-\d\d-\d\dT\d\d:\d\d/, 'an ISO date-time such as 2026-12-31T23:59:00+01:00');

/** A global function's name, maybe dotted (`shop.onConsent`): called, never evaluated. */
export const globalFunctionName = () =>
  matching(
    /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/,
    'the name of a global function such as shop.onSaleEnd',
  );

/**
 * A path of this site, relative (`../media/a.svg`) or not (`/fr/basket`): no scheme (so no
 * `javascript:` or `data:`), no other host (`//host`, `/\host`), nothing the browser would
 * strip first (a leading space or control character).
 */
const PATH = /(?![a-z][a-z0-9+.-]*:)(?![/\\]{2})[^\s\p{Cc}]/iu;

/** A page of this site (issue 16 §3): where the basket, the wishlist or the search lives. */
export const sitePath = () =>
  matching(new RegExp(`^${PATH.source}`, 'iu'), 'a path on this site such as /fr/shoppingcarts');

/** A path of this site or an http(s) address (a photo on a CDN): never a `javascript:` link. */
export const safeAddress = () =>
  matching(
    new RegExp(`^(?:https?://|${PATH.source})`, 'iu'),
    'a path on this site such as /fr/privacy, or an address starting with https://',
  );

export const countryCode = () =>
  matching(/^[A-Z]{2}$/, 'a two-letter country code in capitals such as BE');

export const currencyCode = () =>
  matching(/^[A-Z]{3}$/, 'a three-letter currency code in capitals such as EUR');

/** An API path relative to the application path (api/v1/…): no scheme, no leading slash. */
export const apiPath = () =>
  matching(/^[A-Za-z0-9][\w\-./]*$/, 'a path under the application such as api/v1/catalog/…');

/**
 * A frame address of a 360° view, with its {frame} placeholder: a path of this site or an
 * http(s) address like `safeAddress()`, never a `javascript:` one (issue 16 §3).
 */
export const frameAddress = () =>
  safeAddress().check(z.regex(/\{frame\}/, 'an address with {frame} where the frame number goes'));

/** A GA4 ecommerce item (core/tracking's TrackingItem) as a page hands it to a widget. */
export const trackingItem = () =>
  z.object({
    item_id: z.string(),
    item_name: z.string(),
    sku: z.optional(z.string()),
    price: z.optional(z.number()),
    quantity: z.optional(z.number()),
    index: z.optional(z.number()),
  });
