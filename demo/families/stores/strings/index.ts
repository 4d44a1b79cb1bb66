/**
 * What the stores family says, per culture (docs/decisions/016-demo-by-family.md): the map's
 * string resources (the content-map widget's words) and the "our shops" page.
 */
import type { Culture } from '../../../shared/culture';
import type { FamilyStrings } from '../../../shared/strings';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { StoresPages } from './types';

export type * from './types';

export const strings: Record<Culture, FamilyStrings<StoresPages>> = { fr, nl, es, de, it, pt };
