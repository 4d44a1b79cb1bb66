/**
 * Size scales of the size attribute (id 2). A value keeps one ProductAttributeValueId wherever it
 * is used ('40 cm' is the same value for a wiper blade and a teddy bear); `factor` multiplies the
 * product's base price for that size.
 */
import type { Localized } from './types';
import { loc } from './words';

export interface ScaleValue {
  id: number;
  label: Localized;
  factor: number;
}

export interface Scale {
  display: 'Button' | 'Select';
  values: readonly ScaleValue[];
}

const FIRST_SIZE_VALUE_ID = 201;
const valueIds = new Map<string, number>();

const value = (label: string, factor = 1): ScaleValue => {
  const text = loc(label);
  let id = valueIds.get(text.fr);
  if (id === undefined) {
    id = FIRST_SIZE_VALUE_ID + valueIds.size;
    valueIds.set(text.fr, id);
  }
  return { id, label: text, factor };
};

const scale = (display: Scale['display'], values: ScaleValue[]): Scale => ({ display, values });

const shoeSizes = [36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46];
const ballSize = (size: number, factor: number): ScaleValue =>
  value(
    `Taille ${size}|Maat ${size}|Talla ${size}|Größe ${size}|Misura ${size}|Tamanho ${size}`,
    factor,
  );
const pieces = (count: number, factor: number): ScaleValue =>
  value(
    `${count} pièces|${count} stukjes|${count} piezas|` +
      `${count} Teile|${count} pezzi|${count} peças`,
    factor,
  );

export const scales = {
  shoe: scale(
    'Select',
    shoeSizes.map((size) => value(String(size), size >= 45 ? 1.06 : 1)),
  ),
  clothing: scale('Button', [
    value('XS'),
    value('S'),
    value('M'),
    value('L'),
    value('XL'),
    value('XXL', 1.1),
  ]),
  luggage: scale('Button', [value('55 cm'), value('68 cm', 1.3), value('78 cm', 1.5)]),
  watchCase: scale('Button', [value('36 mm'), value('40 mm', 1.06), value('44 mm', 1.12)]),
  pan: scale('Button', [
    value('20 cm'),
    value('24 cm', 1.15),
    value('28 cm', 1.3),
    value('32 cm', 1.5),
  ]),
  coffee: scale('Button', [value('250 g'), value('500 g', 1.9), value('1 kg', 3.6)]),
  tea: scale('Button', [value('50 g'), value('100 g', 1.8), value('250 g', 4)]),
  can: scale('Button', [value('5 L'), value('10 L', 1.4)]),
  hose: scale('Button', [value('15 m'), value('25 m', 1.5), value('50 m', 2.6)]),
  pot: scale('Button', [value('Ø 12 cm'), value('Ø 17 cm', 1.8), value('Ø 23 cm', 2.8)]),
  football: scale('Button', [ballSize(3, 0.85), ballSize(4, 0.92), ballSize(5, 1)]),
  basketball: scale('Button', [ballSize(5, 1), ballSize(6, 1), ballSize(7, 1.05)]),
  grip: scale('Button', [value('L1'), value('L2'), value('L3'), value('L4')]),
  weight: scale('Button', [
    value('2 kg'),
    value('4 kg', 1.7),
    value('6 kg', 2.4),
    value('8 kg', 3),
    value('10 kg', 3.6),
  ]),
  tyre: scale('Select', [
    value('195/65 R15'),
    value('205/55 R16', 1.12),
    value('215/55 R17', 1.3),
    value('225/45 R17', 1.35),
    value('225/40 R18', 1.55),
    value('235/35 R19', 1.8),
  ]),
  wiper: scale('Select', [
    value('40 cm'),
    value('45 cm'),
    value('50 cm', 1.05),
    value('55 cm', 1.1),
    value('60 cm', 1.15),
    value('65 cm', 1.2),
  ]),
  plush: scale('Button', [value('25 cm'), value('40 cm', 1.6), value('60 cm', 2.4)]),
  pieces: scale('Button', [pieces(100, 1), pieces(250, 1.4), pieces(500, 1.8), pieces(1000, 2.4)]),
} satisfies Record<string, Scale>;

export type ScaleKey = keyof typeof scales;
