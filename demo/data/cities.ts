/**
 * Real postal codes and localities of the seven countries the demo ships to (issue 11): what
 * the cart's postal code → city type-ahead answers (spec 001 §5, §7). Several localities may
 * share one postal code, as in Belgium; ids are unique (CountryId × 1000 + n).
 */
import { countryByCode } from './shipping';

export interface City {
  CityId: number;
  CountryCode: string;
  /** As the country writes it: 1050, 1012 AB, 75004, 1100-148. */
  postalCode: string;
  name: string;
}

const places: Record<string, [string, string][]> = {
  BE: [
    ['1000', 'Bruxelles'],
    ['1020', 'Laeken'],
    ['1030', 'Schaerbeek'],
    ['1040', 'Etterbeek'],
    ['1050', 'Ixelles'],
    ['1060', 'Saint-Gilles'],
    ['1070', 'Anderlecht'],
    ['1080', 'Molenbeek-Saint-Jean'],
    ['1180', 'Uccle'],
    ['1200', 'Woluwe-Saint-Lambert'],
    ['1300', 'Wavre'],
    ['1320', 'Beauvechain'],
    ['1320', 'Hamme-Mille'],
    ['1320', 'Tourinnes-la-Grosse'],
    ['1320', 'Nodebais'],
    ['1348', 'Louvain-la-Neuve'],
    ['1400', 'Nivelles'],
    ['2000', 'Antwerpen'],
    ['2018', 'Antwerpen'],
    ['2800', 'Mechelen'],
    ['3000', 'Leuven'],
    ['3500', 'Hasselt'],
    ['4000', 'Liège'],
    ['4700', 'Eupen'],
    ['5000', 'Namur'],
    ['6000', 'Charleroi'],
    ['7000', 'Mons'],
    ['8000', 'Brugge'],
    ['8400', 'Oostende'],
    ['9000', 'Gent'],
  ],
  NL: [
    ['1011 AB', 'Amsterdam'],
    ['1012 JS', 'Amsterdam'],
    ['1017 CT', 'Amsterdam'],
    ['2011 RT', 'Haarlem'],
    ['2311 EZ', 'Leiden'],
    ['2511 BT', 'Den Haag'],
    ['3011 AD', 'Rotterdam'],
    ['3511 LX', 'Utrecht'],
    ['4811 XJ', 'Breda'],
    ['5611 AZ', 'Eindhoven'],
    ['6211 CA', 'Maastricht'],
    ['6511 KS', 'Nijmegen'],
    ['7511 JE', 'Enschede'],
    ['8011 CW', 'Zwolle'],
    ['9711 LM', 'Groningen'],
  ],
  FR: [
    ['75001', 'Paris 1er Arrondissement'],
    ['75004', 'Paris 4e Arrondissement'],
    ['75011', 'Paris 11e Arrondissement'],
    ['75015', 'Paris 15e Arrondissement'],
    ['69001', 'Lyon 1er Arrondissement'],
    ['69002', 'Lyon 2e Arrondissement'],
    ['13001', 'Marseille'],
    ['13008', 'Marseille'],
    ['31000', 'Toulouse'],
    ['06000', 'Nice'],
    ['44000', 'Nantes'],
    ['67000', 'Strasbourg'],
    ['34000', 'Montpellier'],
    ['33000', 'Bordeaux'],
    ['59000', 'Lille'],
    ['59100', 'Roubaix'],
    ['35000', 'Rennes'],
    ['51100', 'Reims'],
    ['37000', 'Tours'],
    ['21000', 'Dijon'],
    ['74000', 'Annecy'],
  ],
  DE: [
    ['10115', 'Berlin'],
    ['10117', 'Berlin'],
    ['10178', 'Berlin'],
    ['20095', 'Hamburg'],
    ['80331', 'München'],
    ['80333', 'München'],
    ['50667', 'Köln'],
    ['60311', 'Frankfurt am Main'],
    ['70173', 'Stuttgart'],
    ['40213', 'Düsseldorf'],
    ['04109', 'Leipzig'],
    ['01067', 'Dresden'],
    ['28195', 'Bremen'],
    ['30159', 'Hannover'],
    ['90402', 'Nürnberg'],
    ['53111', 'Bonn'],
    ['52062', 'Aachen'],
  ],
  ES: [
    ['28001', 'Madrid'],
    ['28004', 'Madrid'],
    ['28013', 'Madrid'],
    ['08001', 'Barcelona'],
    ['08002', 'Barcelona'],
    ['46001', 'València'],
    ['41001', 'Sevilla'],
    ['50001', 'Zaragoza'],
    ['29001', 'Málaga'],
    ['48001', 'Bilbao'],
    ['03001', 'Alicante'],
    ['18001', 'Granada'],
    ['15001', 'A Coruña'],
    ['07001', 'Palma'],
    ['33001', 'Oviedo'],
  ],
  IT: [
    ['00184', 'Roma'],
    ['00186', 'Roma'],
    ['00187', 'Roma'],
    ['20121', 'Milano'],
    ['20122', 'Milano'],
    ['10121', 'Torino'],
    ['80121', 'Napoli'],
    ['50122', 'Firenze'],
    ['40121', 'Bologna'],
    ['30121', 'Venezia'],
    ['16121', 'Genova'],
    ['90133', 'Palermo'],
    ['37121', 'Verona'],
    ['70121', 'Bari'],
  ],
  PT: [
    ['1100-148', 'Lisboa'],
    ['1200-195', 'Lisboa'],
    ['1249-970', 'Lisboa'],
    ['4000-322', 'Porto'],
    ['4050-253', 'Porto'],
    ['4400-111', 'Vila Nova de Gaia'],
    ['3000-141', 'Coimbra'],
    ['4700-435', 'Braga'],
    ['8000-078', 'Faro'],
    ['2750-642', 'Cascais'],
    ['2710-405', 'Sintra'],
    ['3800-200', 'Aveiro'],
    ['7000-640', 'Évora'],
  ],
};

export const CITIES: City[] = Object.entries(places).flatMap(([code, list]) => {
  const countryId = countryByCode(code)?.CountryId ?? 0;
  return list.map(([postalCode, name], index) => ({
    CityId: countryId * 1000 + index + 1,
    CountryCode: code,
    postalCode,
    name,
  }));
});

/** Postal codes compared without spaces, hyphens or case: "1012js" finds "1012 JS". */
const compact = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();
/** Names compared without accents or case: "liege" finds "Liège". */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The localities of `code` whose postal code (or name) starts with `query`. */
export function citiesMatching(code: string, query: string): City[] {
  const digits = compact(query);
  const name = plain(query);
  if (!digits) return [];
  return CITIES.filter(
    (city) =>
      city.CountryCode === code &&
      (compact(city.postalCode).startsWith(digits) || plain(city.name).startsWith(name)),
  );
}

export const cityById = (id: number): City | undefined => CITIES.find((city) => city.CityId === id);
