/**
 * The shops of the demo's "our shops" page (issue 15): eight shops in real shopping streets of
 * the Benelux and the north of France, with their coordinates, hours and phone numbers. The
 * names are the shops' signs, the addresses as the post writes them locally.
 */

export interface Shop {
  id: number;
  name: string;
  street: string;
  /** Postal code and city, as written in the country. */
  locality: string;
  lat: number;
  lng: number;
  /** Monday to Saturday. */
  opens: string;
  closes: string;
  /** Open on Sunday afternoons too. */
  sunday?: { opens: string; closes: string };
  /** International form, for tel: links. */
  phone: string;
  /** The pin's kind (the map's `icon`). */
  kind: 'flagship' | 'shop' | 'outlet';
}

// biome-ignore format: a data table, one shop per entry
export const SHOPS: Shop[] = [
  { id: 1, name: 'Vitrine Bruxelles', street: 'Rue Neuve 87', locality: '1000 Bruxelles', lat: 50.8523, lng: 4.3556, opens: '10:00', closes: '19:00', sunday: { opens: '12:00', closes: '18:00' }, phone: '+32 2 512 40 87', kind: 'flagship' },
  { id: 2, name: 'Vitrine Antwerpen', street: 'Meir 48', locality: '2000 Antwerpen', lat: 51.2177, lng: 4.408, opens: '10:00', closes: '18:30', phone: '+32 3 231 56 48', kind: 'shop' },
  { id: 3, name: 'Vitrine Gent', street: 'Veldstraat 61', locality: '9000 Gent', lat: 51.052, lng: 3.7225, opens: '10:00', closes: '18:00', phone: '+32 9 225 31 61', kind: 'shop' },
  { id: 4, name: 'Vitrine Liège', street: 'Rue de la Cathédrale 35', locality: '4000 Liège', lat: 50.641, lng: 5.572, opens: '09:30', closes: '18:30', phone: '+32 4 222 19 35', kind: 'shop' },
  { id: 5, name: 'Vitrine Lille Outlet', street: 'Rue de Béthune 42', locality: '59800 Lille', lat: 50.634, lng: 3.061, opens: '10:00', closes: '19:30', phone: '+33 3 20 57 42 42', kind: 'outlet' },
  { id: 6, name: 'Vitrine Amsterdam', street: 'Kalverstraat 112', locality: '1012 PK Amsterdam', lat: 52.37, lng: 4.891, opens: '10:00', closes: '20:00', sunday: { opens: '12:00', closes: '18:00' }, phone: '+31 20 624 11 12', kind: 'shop' },
  { id: 7, name: 'Vitrine Rotterdam', street: 'Lijnbaan 75', locality: '3012 EL Rotterdam', lat: 51.92, lng: 4.474, opens: '10:00', closes: '18:00', phone: '+31 10 411 07 75', kind: 'shop' },
  { id: 8, name: 'Vitrine Luxembourg', street: 'Grand-Rue 24', locality: '1660 Luxembourg', lat: 49.6112, lng: 6.129, opens: '09:00', closes: '18:00', phone: '+352 22 45 24', kind: 'shop' },
];

/** The flagship, shown alone on the page's second map. */
export const FLAGSHIP = SHOPS[0] as Shop;
