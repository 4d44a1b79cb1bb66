/**
 * What the staff family says, per culture (docs/decisions/016-demo-by-family.md): its own keys
 * of the Sales group (the customer search and edit form, issue 13) and its pages.
 */
import type { Culture } from '../../../shared/culture';
import type { FamilyStrings } from '../../../shared/strings';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { StaffPages } from './types';

export type * from './types';

export const strings: Record<Culture, FamilyStrings<StaffPages>> = { fr, nl, es, de, it, pt };
