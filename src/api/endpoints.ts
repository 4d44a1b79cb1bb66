/**
 * Every server address the bundle calls, for the CMS teams that implement them (issue 9 §7).
 * `docs/endpoints.md` is generated from this list by `npm run docs` and a unit test fails when
 * the two differ, so the page cannot drift from the code: the JSON answers are printed from the
 * very zod/mini schemas the widgets parse them with, and the test checks that every path
 * constant exported by src/api is listed here. Each family's calls, with what the shopper sees
 * for each failure (issue 16 §4), are in a file of their own.
 *
 * Documentation only: nothing in the bundle imports this file, so it never reaches a shop page.
 */
import { assetsEndpoints } from './assetsEndpoints';
import { cartEndpoints } from './cartEndpoints';
import { cartLineEndpoints } from './cartLineEndpoints';
import { catalogEndpoints } from './catalogEndpoints';
import { checkoutAddressEndpoints } from './checkoutAddressEndpoints';
import { checkoutChoiceEndpoints } from './checkoutChoiceEndpoints';
import { checkoutOrderEndpoints } from './checkoutOrderEndpoints';
import { customerEndpoints } from './customerEndpoints';
import type { Endpoint } from './endpointKit';
import { headerEndpoints } from './headerEndpoints';
import { newsEndpoints } from './newsEndpoints';
import { paymentEndpoints } from './paymentEndpoints';
import { prepaidEndpoints } from './prepaidEndpoints';
import { runtimeEndpoints } from './runtimeEndpoints';
import { salesOrderEndpoints } from './salesOrderEndpoints';
import { selectSearchEndpoints } from './selectSearchEndpoints';
import { tyresEndpoints } from './tyresEndpoints';
import { wishlistEndpoints } from './wishlistEndpoints';
import { wishlistPageEndpoints } from './wishlistPageEndpoints';

export { type Answer, type Endpoint, FAULT_NAMES, FAULTS, OUR_CONTRACT } from './endpointKit';

export const endpoints: Endpoint[] = [
  // Runtime
  ...runtimeEndpoints,
  // Header and localization
  ...headerEndpoints,
  // Catalogue and product page
  ...catalogEndpoints,
  // Wishlists
  ...wishlistEndpoints,
  // The wishlist list page (issue 11)
  ...wishlistPageEndpoints,
  // The basket page (issue 11)
  ...cartLineEndpoints,
  ...cartEndpoints,
  // The checkout and the card payment (issue 12)
  ...checkoutAddressEndpoints,
  ...checkoutChoiceEndpoints,
  ...checkoutOrderEndpoints,
  ...paymentEndpoints,
  // The customer area (issue 13): the sales user's customer search
  ...customerEndpoints,
  ...salesOrderEndpoints,
  // The customer area's prepaid accounts (issue 13)
  ...prepaidEndpoints,
  ...tyresEndpoints,
  ...selectSearchEndpoints,
  ...assetsEndpoints,
  // The news widgets (issue 15)
  ...newsEndpoints,
];
