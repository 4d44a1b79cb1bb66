/**
 * What the news family says, per culture (docs/decisions/016-demo-by-family.md): the news
 * pages and the `News` string resources the calendar and its fragments use.
 */
import type { Culture } from '../../../shared/culture';
import type { FamilyStrings } from '../../../shared/strings';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { NewsPages } from './types';

export type * from './types';

export const strings: Record<Culture, FamilyStrings<NewsPages>> = { fr, nl, es, de, it, pt };
