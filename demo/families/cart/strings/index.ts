/**
 * What the cart family says, per culture (docs/decisions/016-demo-by-family.md): the ShoppingCarts
 * group (basket summary, basket page, the added-to-basket dialog), with the basket page's
 * options (options.ts) merged into it.
 */
import type { Culture } from '../../../shared/culture';
import type { FamilyStrings } from '../../../shared/strings';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { options } from './options';
import { pt } from './pt';

function withOptions(culture: Culture, base: FamilyStrings): FamilyStrings {
  const { ShoppingCarts, ...groups } = base.resources;
  return {
    ...base,
    resources: { ...groups, ShoppingCarts: { ...ShoppingCarts, ...options[culture] } },
  };
}

export const strings: Record<Culture, FamilyStrings> = {
  fr: withOptions('fr', fr),
  nl: withOptions('nl', nl),
  es: withOptions('es', es),
  de: withOptions('de', de),
  it: withOptions('it', it),
  pt: withOptions('pt', pt),
};
