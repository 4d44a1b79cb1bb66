/**
 * What the shipping family says, per culture (docs/decisions/016-demo-by-family.md): the
 * pickup-point search page and the pickup-point widget.
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
