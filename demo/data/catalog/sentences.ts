/** Second sentence of product descriptions and the qualities praised, per text group. */
import { goodsTexts } from './texts-goods';
import { outdoorTexts } from './texts-outdoor';
import type { Localized } from './types';
import { loc } from './words';

export const qualities = {
  comfort: loc('confort|comfort|comodidad|Komfort|comfort|conforto'),
  durability: loc('durabilité|duurzaamheid|durabilidad|Langlebigkeit|resistenza|durabilidade'),
  style: loc('style|stijl|estilo|Stil|stile|estilo'),
  lightness: loc('légèreté|lichtheid|ligereza|Leichtigkeit|leggerezza|leveza'),
  precision: loc('précision|precisie|precisión|Präzision|precisione|precisão'),
  robustness: loc('robustesse|robuustheid|robustez|Robustheit|robustezza|robustez'),
  simplicity: loc('simplicité|eenvoud|sencillez|Einfachheit|semplicità|simplicidade'),
  elegance: loc('élégance|elegantie|elegancia|Eleganz|eleganza|elegância'),
  performance: loc('performance|prestaties|rendimiento|Leistung|prestazioni|desempenho'),
  safety: loc('sécurité|veiligheid|seguridad|Sicherheit|sicurezza|segurança'),
  softness: loc('douceur|zachtheid|suavidad|Weichheit|morbidezza|suavidade'),
  warmth: loc('chaleur|warmte|calidez|Wärme|calore|calor'),
  flavour: loc('saveur|smaak|sabor|Geschmack|gusto|sabor'),
  freshness: loc('fraîcheur|versheid|frescura|Frische|freschezza|frescura'),
  grip: loc('adhérence|grip|agarre|Grip|aderenza|aderência'),
  fun: loc('plaisir|speelplezier|diversión|Spielspaß|divertimento|diversão'),
  practicality: loc(
    'praticité|gebruiksgemak|practicidad|Alltagstauglichkeit|praticità|praticidade',
  ),
} satisfies Record<string, Localized>;

export type QualityKey = keyof typeof qualities;

export interface TextGroup {
  qualities: readonly QualityKey[];
  sentences: readonly Localized[];
}

export const textGroups = { ...goodsTexts, ...outdoorTexts };

export type TextGroupKey = keyof typeof textGroups;
