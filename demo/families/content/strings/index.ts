/**
 * What the content family says, per culture (docs/decisions/016-demo-by-family.md): the home page
 * (with its promotions), the about, delivery and server-clock pages and the 404 page.
 */
import type { Culture } from '../../../shared/culture';
import type { FamilyStrings } from '../../../shared/strings';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { ContentPages } from './types';

export type * from './types';

export const strings: Record<Culture, FamilyStrings<ContentPages>> = { fr, nl, es, de, it, pt };
