import type { Culture } from '../../shared/culture';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { PageContent } from './types';

export type { HomeSection, PageContent } from './types';

/** Texts of the server-rendered demo pages, per culture. */
export const pageContent: Record<Culture, PageContent> = { fr, nl, es, de, it, pt };
