/** A product family: the recipe the generator follows for every product of that family. */
import type { PaletteKey } from './colours';
import type { ScaleKey } from './scales';
import type { TextGroupKey } from './sentences';
import type { AdjectiveKey, Noun } from './words';

/** Illustration drawn by the image generator. */
export type Shape =
  | 'shoe'
  | 'boot'
  | 'tshirt'
  | 'shirt'
  | 'sweater'
  | 'jacket'
  | 'cap'
  | 'scarf'
  | 'backpack'
  | 'handbag'
  | 'suitcase'
  | 'wallet'
  | 'watch'
  | 'smartwatch'
  | 'pan'
  | 'saucepan'
  | 'mug'
  | 'plate'
  | 'teapot'
  | 'pouch'
  | 'spade'
  | 'shears'
  | 'rake'
  | 'wateringCan'
  | 'hose'
  | 'plant'
  | 'ball'
  | 'basketball'
  | 'mat'
  | 'racket'
  | 'dumbbell'
  | 'bottle'
  | 'tyre'
  | 'wiper'
  | 'carMat'
  | 'phoneHolder'
  | 'bear'
  | 'blocks'
  | 'toyCar'
  | 'puzzle'
  | 'train'
  | 'kite';

/** Variation set of one product: none, colour only, size only, colour and size. */
export type Variation = 'none' | 'colour' | 'size' | 'both';

export interface Kind {
  /** Family key, English kebab-case; also the end of the product slugs. */
  family: string;
  categoryId: number;
  shape: Shape;
  noun: Noun;
  adjectives: readonly AdjectiveKey[];
  group: TextGroupKey;
  /** Base price range including tax, in EUR. */
  price: readonly [number, number];
  /** The generator picks one per product. */
  variations: readonly Variation[];
  palette?: PaletteKey;
  scale?: ScaleKey;
  /** VAT rate; 0.21 when absent. */
  vat?: number;
  /** Quantity rule; { min: 1, step: 1, max: 0 } when absent. */
  quantity?: 'step3' | 'min2' | 'max10';
  /** Always offer degressive prices (otherwise some products get them at random). */
  degressive?: boolean;
}
