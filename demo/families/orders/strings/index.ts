/**
 * What the orders family says, per culture (docs/decisions/016-demo-by-family.md): its keys of
 * the Sales group (all prefixed `Orders`; the group's other keys belong to the shared layer and
 * the other customer-area families), one file per part, merged here.
 */
import type { Culture } from '../../../shared/culture';
import { cultures } from '../../../shared/culture';
import { type FamilyStrings, mergeResources } from '../../../shared/strings';
import { actions } from './actions';
import { pages } from './pages';
import { refund } from './refund';

const ordersStrings = (culture: Culture): FamilyStrings => ({
  resources: mergeResources([pages, actions, refund].map((part) => ({ Sales: part[culture] }))),
  pages: {},
});

export const strings = Object.fromEntries(
  cultures.map((culture) => [culture, ordersStrings(culture)]),
) as Record<Culture, FamilyStrings>;
