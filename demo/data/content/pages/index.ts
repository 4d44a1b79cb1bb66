import type { Culture } from '../../../shared/culture';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { DemoPagesText } from './types';

/** Texts of the demo content pages, by culture. */
export const demoPages: Record<Culture, DemoPagesText> = { fr, nl, es, de, it, pt };

export type { AboutSection, DemoPagesText } from './types';
