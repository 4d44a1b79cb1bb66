/**
 * What the prepaid family says, per culture (docs/decisions/016-demo-by-family.md): the Sales
 * strings of the prepaid pages and widgets (issue 13), all prefixed `Prepaid`.
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
