/**
 * What the video family says, per culture (docs/decisions/016-demo-by-family.md): the video
 * modal's string resources and the videos page.
 */
import type { Culture } from '../../../shared/culture';
import type { FamilyStrings } from '../../../shared/strings';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { VideoPages } from './types';

export type * from './types';

export const strings: Record<Culture, FamilyStrings<VideoPages>> = { fr, nl, es, de, it, pt };
