/**
 * What the promotions family says, per culture (docs/decisions/016-demo-by-family.md): its pages
 * and the words of the popups' and banners' countdown.
 */
import type { Culture } from '../../../shared/culture';
import type { FamilyStrings } from '../../../shared/strings';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { PromotionsPages } from './types';

export type * from './types';

export const strings: Record<Culture, FamilyStrings<PromotionsPages>> = { fr, nl, es, de, it, pt };
