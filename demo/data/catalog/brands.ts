/** Invented brands, the warehouses, and which brands sell in which main category. */
import type { Brand, Warehouse } from './types';

export const brands: Brand[] = [
  { id: 1, slug: 'altavetta', name: 'Altavetta', country: 'IT' },
  { id: 2, slug: 'brumelo', name: 'Brumelo', country: 'BE' },
  { id: 3, slug: 'corvane', name: 'Corvane', country: 'FR' },
  { id: 4, slug: 'dunefield', name: 'Dunefield', country: 'NL' },
  { id: 5, slug: 'estrellino', name: 'Estrellino', country: 'ES' },
  { id: 6, slug: 'ferralto', name: 'Ferralto', country: 'PT' },
  { id: 7, slug: 'glimmerwald', name: 'Glimmerwald', country: 'DE' },
  { id: 8, slug: 'hexaroad', name: 'Hexaroad', country: 'DE' },
  { id: 9, slug: 'isolune', name: 'Isolune', country: 'FR' },
  { id: 10, slug: 'jardinova', name: 'Jardinova', country: 'PT' },
  { id: 11, slug: 'kalvorn', name: 'Kalvorn', country: 'NL' },
  { id: 12, slug: 'lumettra', name: 'Lumettra', country: 'IT' },
  { id: 13, slug: 'motravia', name: 'Motravia', country: 'ES' },
  { id: 14, slug: 'pinewhistle', name: 'Pinewhistle', country: 'BE' },
  { id: 15, slug: 'quillbrook', name: 'Quillbrook', country: 'BE' },
];

export const warehouses: Warehouse[] = [
  { id: 1, name: 'Central warehouse', city: 'Antwerpen' },
  { id: 2, name: 'South hub', city: 'Lyon' },
  { id: 3, name: 'Iberian depot', city: 'Porto' },
];

/** Brand ids per main category id. */
export const brandIdsByMainCategory: Record<number, readonly number[]> = {
  1: [1, 5, 11],
  2: [2, 5, 9, 15],
  3: [1, 3, 15],
  4: [3, 12],
  5: [6, 9, 12],
  6: [4, 10],
  7: [4, 11, 14],
  8: [8, 13],
  9: [2, 7, 14],
};
