import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { DemoPagesText } from './types';

/** Cultures of the demo content pages. */
export type DemoPagesCulture = 'fr' | 'nl' | 'es' | 'de' | 'it' | 'pt';

/** Texts of the demo content pages, by culture. */
export const demoPages: Record<DemoPagesCulture, DemoPagesText> = { fr, nl, es, de, it, pt };

export type { AboutSection, DemoPagesText } from './types';
