/**
 * The shops a shopper may ask to be called back from (the contact form's searchable select,
 * issue 15): proper names, the same in every culture.
 */
import type { SelectOption } from '../../../src/api/selectSearch';

export const STORES: SelectOption[] = [
  { value: 'bru-louise', label: 'Bruxelles – Avenue Louise' },
  { value: 'bru-stockel', label: 'Bruxelles – Stockel' },
  { value: 'antwerpen', label: 'Antwerpen – Meir' },
  { value: 'gent', label: 'Gent – Korenmarkt' },
  { value: 'liege', label: 'Liège – Place Saint-Lambert' },
  { value: 'namur', label: 'Namur – Rue de Fer' },
  { value: 'lille', label: 'Lille – Vieux-Lille' },
  { value: 'paris', label: 'Paris – Le Marais' },
  { value: 'lyon', label: 'Lyon – Presqu’île' },
  { value: 'amsterdam', label: 'Amsterdam – De Pijp' },
  { value: 'rotterdam', label: 'Rotterdam – Witte de With' },
  { value: 'koeln', label: 'Köln – Ehrenfeld' },
  { value: 'berlin', label: 'Berlin – Prenzlauer Berg' },
  { value: 'madrid', label: 'Madrid – Malasaña' },
  { value: 'milano', label: 'Milano – Brera' },
  { value: 'lisboa', label: 'Lisboa – Chiado' },
];

/** Case- and accent-insensitive, every word: "liege" finds Liège. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** At most 10 shops whose name holds every word of `term`. */
export function searchStores(term: string): SelectOption[] {
  const words = fold(term).split(/\s+/).filter(Boolean);
  return STORES.filter((store) => words.every((word) => fold(store.label).includes(word))).slice(
    0,
    10,
  );
}

export const isStore = (value: string) => STORES.some((store) => store.value === value);
