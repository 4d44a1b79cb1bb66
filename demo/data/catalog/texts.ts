/** Composes product names and descriptions from the translated word parts. */
import { at, pick, type Rng, sample } from './prng';
import { qualities, type TextGroupKey, textGroups } from './sentences';
import type { Localized } from './types';
import { agree, capitalize, localize, type Noun } from './words';

export const modelNames: readonly string[] = [
  'Orion',
  'Vega',
  'Atlas',
  'Nova',
  'Aurora',
  'Zephyr',
  'Echo',
  'Pulse',
  'Summit',
  'Drift',
  'Lumen',
  'Terra',
  'Solstice',
  'Breeze',
  'Comet',
  'Falcon',
  'Harbor',
  'Iris',
  'Juniper',
  'Kodiak',
  'Lyra',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Pioneer',
  'Quasar',
  'Ridge',
  'Sierra',
  'Tundra',
  'Umbra',
  'Vertex',
  'Willow',
  'Xenon',
  'Yukon',
  'Zenith',
  'Alto',
  'Boreal',
  'Cascade',
  'Dune',
  'Ember',
  'Fjord',
  'Glacier',
  'Helix',
  'Indigo',
  'Jade',
  'Kestrel',
  'Lagoon',
  'Mistral',
];

const modelSuffixes: readonly string[] = ['Pro', 'Lite', 'Max', 'Plus', 'II', 'Evo'];

export const modelName = (rng: Rng): string => {
  const base = pick(rng, modelNames);
  return rng() < 0.3 ? `${base} ${pick(rng, modelSuffixes)}` : base;
};

/** Noun then adjective in fr/es/it/pt, adjective then noun in nl/de; the model name last. */
export const productName = (noun: Noun, adjective: Localized, model: string): Localized =>
  localize((culture) => {
    const agreed = agree(adjective, noun, culture);
    const words =
      culture === 'nl' || culture === 'de'
        ? [capitalize(agreed), noun.text[culture]]
        : [noun.text[culture], agreed];
    return [...words, model].join(' ');
  });

/** First sentence templates: {m} model, {b} brand, {q1} and {q2} two qualities. */
const templates: readonly Localized[] = [
  {
    fr: 'Le modèle {m} signé {b} allie {q1} et {q2}.',
    nl: 'Het model {m} van {b} combineert {q1} en {q2}.',
    es: 'El modelo {m} de {b} combina {q1} y {q2}.',
    de: 'Das Modell {m} von {b} vereint {q1} und {q2}.',
    it: 'Il modello {m} di {b} unisce {q1} e {q2}.',
    pt: 'O modelo {m} da {b} combina {q1} e {q2}.',
  },
  {
    fr: 'Avec {m}, {b} mise sur {q1} et {q2}.',
    nl: 'Met {m} zet {b} in op {q1} en {q2}.',
    es: 'Con {m}, {b} apuesta por {q1} y {q2}.',
    de: 'Mit {m} setzt {b} auf {q1} und {q2}.',
    it: 'Con {m}, {b} punta su {q1} e {q2}.',
    pt: 'Com o {m}, a {b} aposta em {q1} e {q2}.',
  },
  {
    fr: '{m} par {b} : {q1} et {q2} au quotidien.',
    nl: '{m} van {b}: {q1} en {q2} voor elke dag.',
    es: '{m} de {b}: {q1} y {q2} para el día a día.',
    de: '{m} von {b}: {q1} und {q2} für jeden Tag.',
    it: '{m} di {b}: {q1} e {q2} ogni giorno.',
    pt: '{m} da {b}: {q1} e {q2} no dia a dia.',
  },
];

/** Two short sentences: a template praising two qualities, then a family-specific sentence. */
export const productDescription = (
  rng: Rng,
  group: TextGroupKey,
  brand: string,
  model: string,
): Localized => {
  const { qualities: keys, sentences } = textGroups[group];
  const template = pick(rng, templates);
  const chosen = sample(rng, keys, 2);
  if (rng() < 0.5) chosen.reverse();
  const first = qualities[at(chosen, 0)];
  const second = qualities[at(chosen, 1)];
  const sentence = pick(rng, sentences);
  return localize((culture) => {
    const filled = template[culture]
      .replace('{m}', model)
      .replace('{b}', brand)
      .replace('{q1}', first[culture])
      .replace('{q2}', second[culture]);
    return `${filled} ${sentence[culture]}`;
  });
};

/** ASCII kebab-case. */
export const kebab = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
