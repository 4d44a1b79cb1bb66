/**
 * What the checkout family says, per culture (docs/decisions/016-demo-by-family.md): the
 * Checkout group, one file per part of the checkout (addresses, choices, orders,
 * confirmation, payment),
 * merged here. A key defined in two parts is an error.
 */
import type { Culture } from '../../../shared/culture';
import { cultures } from '../../../shared/culture';
import { type FamilyStrings, mergeResources } from '../../../shared/strings';
import { addresses } from './addresses';
import { choices } from './choices';
import { confirmation } from './confirmation';
import { orders } from './orders';
import { payment } from './payment';

const checkoutStrings = (culture: Culture): FamilyStrings => ({
  resources: mergeResources(
    [addresses, choices, orders, confirmation, payment].map((part) => ({
      Checkout: part[culture],
    })),
  ),
  pages: {},
});

export const strings = Object.fromEntries(
  cultures.map((culture) => [culture, checkoutStrings(culture)]),
) as Record<Culture, FamilyStrings>;
