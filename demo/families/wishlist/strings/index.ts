/**
 * What the wishlist family says, per culture (docs/decisions/016-demo-by-family.md): the Catalog
 * strings of the wishlist count, the wishlist button and the wishlist list page.
 */
import type { Culture } from '../../../shared/culture';
import type { FamilyStrings } from '../../../shared/strings';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';

export const strings: Record<Culture, FamilyStrings> = { fr, nl, es, de, it, pt };
