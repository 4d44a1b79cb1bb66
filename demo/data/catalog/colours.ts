/**
 * Colour values of the colour attribute (id 1). Every colour keeps the same
 * ProductAttributeValueId across products, so colour filters work across the catalogue.
 */
import type { AttributeValue, Localized } from './types';
import { loc } from './words';

interface ColourDefinition {
  id: number;
  /** One to three hex codes: ColorCode1..3. */
  codes: readonly string[];
  label: Localized;
}

const colour = (id: number, codes: string, label: string): ColourDefinition => ({
  id,
  codes: codes.split(' '),
  label: loc(label),
});

export const colours = {
  black: colour(101, '#1f1f22', 'Noir|Zwart|Negro|Schwarz|Nero|Preto'),
  white: colour(102, '#f7f7f5', 'Blanc|Wit|Blanco|Weiß|Bianco|Branco'),
  grey: colour(103, '#8a9099', 'Gris|Grijs|Gris|Grau|Grigio|Cinzento'),
  navy: colour(
    104,
    '#1f3a5f',
    'Bleu marine|Marineblauw|Azul marino|Marineblau|Blu navy|Azul-marinho',
  ),
  blue: colour(105, '#2f6fdb', 'Bleu|Blauw|Azul|Blau|Blu|Azul'),
  sky: colour(106, '#7cc4f2', 'Bleu ciel|Hemelsblauw|Azul cielo|Himmelblau|Azzurro|Azul-celeste'),
  red: colour(107, '#d23b3b', 'Rouge|Rood|Rojo|Rot|Rosso|Vermelho'),
  burgundy: colour(108, '#7a1f32', 'Bordeaux|Bordeauxrood|Burdeos|Bordeaux|Bordeaux|Bordô'),
  pink: colour(109, '#f29bb8', 'Rose|Roze|Rosa|Rosa|Rosa|Rosa'),
  orange: colour(110, '#f28c28', 'Orange|Oranje|Naranja|Orange|Arancione|Laranja'),
  yellow: colour(111, '#f2c94c', 'Jaune|Geel|Amarillo|Gelb|Giallo|Amarelo'),
  green: colour(112, '#3a9d5d', 'Vert|Groen|Verde|Grün|Verde|Verde'),
  olive: colour(
    113,
    '#6b7b3a',
    'Vert olive|Olijfgroen|Verde oliva|Olivgrün|Verde oliva|Verde-azeitona',
  ),
  beige: colour(114, '#d9c4a1', 'Beige|Beige|Beige|Beige|Beige|Bege'),
  brown: colour(115, '#7a4e2d', 'Marron|Bruin|Marrón|Braun|Marrone|Castanho'),
  purple: colour(116, '#7d4fb0', 'Violet|Paars|Morado|Lila|Viola|Roxo'),
  turquoise: colour(117, '#2bb3b1', 'Turquoise|Turquoise|Turquesa|Türkis|Turchese|Turquesa'),
  silver: colour(118, '#c0c4ca', 'Argent|Zilver|Plata|Silber|Argento|Prateado'),
  gold: colour(119, '#c9a43c', 'Or|Goud|Dorado|Gold|Oro|Dourado'),
  blackWhite: colour(
    120,
    '#1f1f22 #f7f7f5',
    'Noir et blanc|Zwart-wit|Negro y blanco|Schwarz-Weiß|Nero e bianco|Preto e branco',
  ),
  navyRed: colour(
    121,
    '#1f3a5f #d23b3b',
    'Marine et rouge|Marineblauw-rood|Marino y rojo|Marineblau-Rot|Blu navy e rosso|' +
      'Azul-marinho e vermelho',
  ),
  greyLime: colour(
    122,
    '#8a9099 #b5d334',
    'Gris et citron vert|Grijs-limoen|Gris y lima|Grau-Limette|Grigio e lime|Cinzento e lima',
  ),
  blueOrange: colour(
    123,
    '#2f6fdb #f28c28',
    'Bleu et orange|Blauw-oranje|Azul y naranja|Blau-Orange|Blu e arancione|Azul e laranja',
  ),
  tricolour: colour(
    124,
    '#d23b3b #f7f7f5 #2f6fdb',
    'Tricolore|Driekleur|Tricolor|Trikolore|Tricolore|Tricolor',
  ),
  sunset: colour(
    125,
    '#f28c28 #f29bb8 #7d4fb0',
    'Coucher de soleil|Zonsondergang|Atardecer|Sonnenuntergang|Tramonto|Pôr do sol',
  ),
  camo: colour(
    126,
    '#6b7b3a #7a4e2d #d9c4a1',
    'Camouflage|Camouflage|Camuflaje|Tarnmuster|Mimetico|Camuflado',
  ),
} satisfies Record<string, ColourDefinition>;

export type ColourKey = keyof typeof colours;

/** Colour ranges a product family draws its colours from (in display order). */
export const palettes = {
  shoe: [
    'black',
    'white',
    'grey',
    'navy',
    'red',
    'blackWhite',
    'navyRed',
    'greyLime',
    'blueOrange',
  ],
  apparel: ['black', 'white', 'grey', 'navy', 'blue', 'red', 'burgundy', 'green', 'beige', 'pink'],
  outdoor: ['black', 'navy', 'olive', 'orange', 'red', 'blue', 'camo'],
  leather: ['black', 'brown', 'beige', 'burgundy', 'navy'],
  watch: ['black', 'brown', 'navy', 'silver', 'gold'],
  kitchen: ['black', 'white', 'red', 'grey', 'turquoise', 'yellow', 'sky'],
  bright: ['red', 'blue', 'yellow', 'green', 'orange', 'pink', 'purple', 'tricolour', 'sunset'],
  car: ['black', 'grey', 'beige'],
  sport: ['black', 'blue', 'red', 'green', 'purple', 'turquoise', 'blackWhite', 'blueOrange'],
} satisfies Record<string, readonly ColourKey[]>;

export type PaletteKey = keyof typeof palettes;

export const colourValue = (key: ColourKey): AttributeValue => {
  const { id, codes, label } = colours[key];
  const [code1, code2, code3] = codes;
  return {
    ProductAttributeValueId: id,
    label: { ...label },
    ColorCode1: code1 ?? '#888888',
    ...(code2 === undefined ? {} : { ColorCode2: code2 }),
    ...(code3 === undefined ? {} : { ColorCode3: code3 }),
  };
};
