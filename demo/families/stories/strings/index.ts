/**
 * What the stories family says, per culture (docs/decisions/016-demo-by-family.md): the blog,
 * the photo stories, and the words of the zoomable gallery dialog (`Zoom.*`).
 */
import type { Culture } from '../../../shared/culture';
import type { FamilyStrings } from '../../../shared/strings';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { StoriesPages } from './types';

export type * from './types';

export const strings: Record<Culture, FamilyStrings<StoriesPages>> = { fr, nl, es, de, it, pt };
