import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { ContentCulture, PageContent } from './types';

export type { ContentCulture, HomeSection, PageContent } from './types';

/** Texts of the server-rendered demo pages, per culture. */
export const pageContent: Record<ContentCulture, PageContent> = {
  fr,
  nl,
  es,
  de,
  it,
  pt,
};
