/**
 * What the tyre family says, per culture (docs/decisions/016-demo-by-family.md): the appointment
 * and the inscriptions forms, and the `Tyres` string resources of the tyre-calendar widget.
 */
import type { Culture } from '../../../shared/culture';
import type { FamilyStrings } from '../../../shared/strings';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { TyresPages } from './types';

export type * from './types';

export const strings: Record<Culture, FamilyStrings<TyresPages>> = { fr, nl, es, de, it, pt };
