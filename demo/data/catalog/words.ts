/**
 * Translation helpers and word tables. Translations are written as 'fr|nl|es|de|it|pt'
 * (the order of `cultures`).
 */
import { at } from './prng';
import { type Culture, cultures, type Localized } from './types';

export const localize = (text: (culture: Culture) => string): Localized => ({
  fr: text('fr'),
  nl: text('nl'),
  es: text('es'),
  de: text('de'),
  it: text('it'),
  pt: text('pt'),
});

/** 'fr|nl|es|de|it|pt' → Localized; a text without '|' is the same in every culture. */
export const loc = (text: string): Localized => {
  const parts = text.split('|');
  if (parts.length === 1) return localize(() => text);
  if (parts.length !== cultures.length) throw new Error(`Expected 6 translations: ${text}`);
  return localize((culture) => at(parts, cultures.indexOf(culture)));
};

export const capitalize = (text: string): string =>
  text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A noun with its grammatical gender per culture: fr/es/it/pt 'm' | 'f', nl 'de' | 'het',
 * de 'm' | 'f' | 'n'. Romance nouns are capitalised (they start the name), Dutch ones are not.
 */
export interface Noun {
  text: Localized;
  gender: Localized;
}

const genders: Record<Culture, readonly string[]> = {
  fr: ['m', 'f'],
  nl: ['de', 'het'],
  es: ['m', 'f'],
  de: ['m', 'f', 'n'],
  it: ['m', 'f'],
  pt: ['m', 'f'],
};

export const noun = (text: string, gender: string): Noun => {
  const result = { text: loc(text), gender: loc(gender.split(' ').join('|')) };
  for (const culture of cultures) {
    if (!genders[culture].includes(result.gender[culture])) {
      throw new Error(`Bad ${culture} gender for ${text}`);
    }
  }
  return result;
};

const germanEndings: Record<string, string> = { m: 'er', f: 'e', n: 'es' };

/**
 * Adjective agreeing with the noun. Forms: fr/es/it/pt 'masculine/feminine', nl 'de-form/het-form'
 * (one form = invariable); de holds the stem, which takes the strong ending (-er/-e/-es).
 */
export const agree = (adjective: Localized, target: Noun, culture: Culture): string => {
  const gender = target.gender[culture];
  if (culture === 'de') return adjective.de + (germanEndings[gender] ?? 'e');
  const forms = adjective[culture].split('/');
  const second = gender === 'f' || gender === 'het';
  return (second ? forms[1] : undefined) ?? at(forms, 0);
};

export const adjectives = {
  light: loc('léger/légère|lichte/licht|ligero/ligera|leicht|leggero/leggera|leve'),
  classic: loc(
    'classique|klassieke/klassiek|clásico/clásica|klassisch|classico/classica|clássico/clássica',
  ),
  comfortable: loc(
    'confortable|comfortabele/comfortabel|cómodo/cómoda|bequem|comodo/comoda|confortável',
  ),
  waterproof: loc(
    'imperméable|waterdichte/waterdicht|impermeable|wasserdicht|impermeabile|impermeável',
  ),
  compact: loc(
    'compact/compacte|compacte/compact|compacto/compacta|kompakt|compatto/compatta|' +
      'compacto/compacta',
  ),
  robust: loc('robuste|robuuste/robuust|robusto/robusta|robust|robusto/robusta|robusto/robusta'),
  elegant: loc('élégant/élégante|elegante/elegant|elegante|elegant|elegante|elegante'),
  sporty: loc(
    'sportif/sportive|sportieve/sportief|deportivo/deportiva|sportlich|sportivo/sportiva|' +
      'desportivo/desportiva',
  ),
  professional: loc(
    'professionnel/professionnelle|professionele/professioneel|profesional|professionell|' +
      'professionale|profissional',
  ),
  ergonomic: loc(
    'ergonomique|ergonomische/ergonomisch|ergonómico/ergonómica|ergonomisch|' +
      'ergonomico/ergonomica|ergonómico/ergonómica',
  ),
  soft: loc('doux/douce|zachte/zacht|suave|weich|morbido/morbida|macio/macia'),
  warm: loc('chaud/chaude|warme/warm|cálido/cálida|warm|caldo/calda|quente'),
  breathable: loc(
    'respirant/respirante|ademende/ademend|transpirable|atmungsaktiv|traspirante|respirável',
  ),
  stainless: loc('inoxydable|roestvrije/roestvrij|inoxidable|rostfrei|inossidabile|inoxidável'),
  nonStick: loc(
    'antiadhésif/antiadhésive|anti-aanbak|antiadherente|antihaftbeschichtet|antiaderente|' +
      'antiaderente',
  ),
  practical: loc(
    'pratique|praktische/praktisch|práctico/práctica|praktisch|pratico/pratica|prático/prática',
  ),
  colourful: loc(
    'coloré/colorée|kleurrijke/kleurrijk|colorido/colorida|bunt|colorato/colorata|' +
      'colorido/colorida',
  ),
  precise: loc(
    'précis/précise|nauwkeurige/nauwkeurig|preciso/precisa|präzis|preciso/precisa|preciso/precisa',
  ),
  intense: loc('intense|intense/intens|intenso/intensa|intensiv|intenso/intensa|intenso/intensa'),
  aromatic: loc(
    'aromatique|aromatische/aromatisch|aromático/aromática|aromatisch|aromatico/aromatica|' +
      'aromático/aromática',
  ),
  organic: loc(
    'bio|biologische/biologisch|ecológico/ecológica|biologisch|biologico/biologica|' +
      'biológico/biológica',
  ),
  flexible: loc('flexible|flexibele/flexibel|flexible|flexibl|flessibile|flexível'),
  nonSlip: loc(
    'antidérapant/antidérapante|antislip|antideslizante|rutschfest|antiscivolo|antiderrapante',
  ),
  silent: loc(
    'silencieux/silencieuse|stille/stil|silencioso/silenciosa|leis|silenzioso/silenziosa|' +
      'silencioso/silenciosa',
  ),
  economical: loc(
    'économique|zuinige/zuinig|económico/económica|sparsam|economico/economica|económico/económica',
  ),
  durable: loc('durable|duurzame/duurzaam|duradero/duradera|langlebig|resistente|resistente'),
  educational: loc(
    'éducatif/éducative|educatieve/educatief|educativo/educativa|lehrreich|' +
      'educativo/educativa|educativo/educativa',
  ),
  creative: loc(
    'créatif/créative|creatieve/creatief|creativo/creativa|kreativ|creativo/creativa|' +
      'criativo/criativa',
  ),
  fast: loc('rapide|snelle/snel|rápido/rápida|schnell|veloce|rápido/rápida'),
} satisfies Record<string, Localized>;

export type AdjectiveKey = keyof typeof adjectives;

export const colourAttributeName = loc('Couleur|Kleur|Color|Farbe|Colore|Cor');
export const sizeAttributeName = loc('Taille|Maat|Talla|Größe|Taglia|Tamanho');
