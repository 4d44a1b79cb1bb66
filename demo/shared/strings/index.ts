/**
 * What the shared layer says, per culture (docs/decisions/016-demo-by-family.md): the groups of the
 * runtime every family relies on (Core, Manager, Validation), the groups of the cookie consent the
 * layout mounts on every page (Consent), the groups no mounted family uses yet (Sales,
 * AssetsLibrary), and the layout's texts.
 */
import type { Culture } from '../culture';
import type { FamilyStrings } from '../strings';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { SharedPages } from './types';

export type * from './types';

export const strings: Record<Culture, FamilyStrings<SharedPages>> = { fr, nl, es, de, it, pt };
