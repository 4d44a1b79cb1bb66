import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { StringResources } from './types';

export type { StringResources } from './types';

import type { Culture } from '../../shared/culture';

/** Body of GET /api/v1/localization/{culture}/stringresources, per culture (spec 000 §7). */
export const stringResources: Record<Culture, StringResources> = { fr, nl, es, de, it, pt };
