/**
 * Where the demo's pickup points are (issue 11): real cities of the seven countries the demo
 * ships to, with real postal codes, their coordinates and real street names. The points
 * themselves are generated around them (pickupPoints.ts).
 */
import type { Culture } from '../../shared/culture';

export interface City {
  name: string;
  /** Real postal codes of the city, as written in the country. */
  postalCodes: string[];
  lat: number;
  lng: number;
  /** The language of its shop signs. */
  language: Culture;
  streets: string[];
}

// biome-ignore format: a data table, one city per entry
export const CITIES: Record<string, City[]> = {
  BE: [
    { name: 'Bruxelles', postalCodes: ['1000', '1050', '1060'], lat: 50.8467, lng: 4.3525, language: 'fr',
      streets: ['Rue Neuve', 'Boulevard Anspach', 'Rue du Midi', 'Rue de Flandre', 'Rue Haute', 'Chaussée d’Ixelles', 'Rue Antoine Dansaert', 'Avenue Louise'] },
    { name: 'Antwerpen', postalCodes: ['2000', '2018'], lat: 51.2194, lng: 4.4025, language: 'nl',
      streets: ['Meir', 'Kammenstraat', 'Nationalestraat', 'Lange Koepoortstraat', 'Hoogstraat', 'Leysstraat', 'De Keyserlei'] },
    { name: 'Liège', postalCodes: ['4000', '4020'], lat: 50.6326, lng: 5.5797, language: 'fr',
      streets: ['Rue de la Cathédrale', 'Boulevard d’Avroy', 'Rue Saint-Gilles', 'Rue Pont d’Avroy', 'Féronstrée', 'Rue Léopold'] },
  ],
  NL: [
    { name: 'Amsterdam', postalCodes: ['1012 AB', '1012 JS', '1016 EE'], lat: 52.3731, lng: 4.8922, language: 'nl',
      streets: ['Damrak', 'Kalverstraat', 'Nieuwendijk', 'Rokin', 'Spuistraat', 'Haarlemmerstraat', 'Utrechtsestraat'] },
    { name: 'Rotterdam', postalCodes: ['3011 AD', '3012 CA'], lat: 51.9225, lng: 4.4792, language: 'nl',
      streets: ['Coolsingel', 'Lijnbaan', 'Witte de Withstraat', 'Meent', 'Hoogstraat', 'Nieuwe Binnenweg'] },
    { name: 'Utrecht', postalCodes: ['3511 AB', '3512 JC'], lat: 52.0907, lng: 5.1214, language: 'nl',
      streets: ['Oudegracht', 'Lange Viestraat', 'Vredenburg', 'Steenweg', 'Voorstraat', 'Twijnstraat'] },
  ],
  FR: [
    { name: 'Paris', postalCodes: ['75001', '75002', '75011'], lat: 48.8606, lng: 2.3476, language: 'fr',
      streets: ['Rue de Rivoli', 'Rue Saint-Honoré', 'Rue du Louvre', 'Rue de Richelieu', 'Rue Montorgueil', 'Rue Oberkampf', 'Boulevard Voltaire', 'Rue de la Roquette'] },
    { name: 'Lyon', postalCodes: ['69001', '69002'], lat: 45.7578, lng: 4.832, language: 'fr',
      streets: ['Rue de la République', 'Rue Victor Hugo', 'Quai Saint-Antoine', 'Rue Mercière', 'Rue du Président Édouard Herriot', 'Rue de Brest'] },
    { name: 'Lille', postalCodes: ['59000', '59800'], lat: 50.6292, lng: 3.0573, language: 'fr',
      streets: ['Rue Faidherbe', 'Rue de Béthune', 'Rue Nationale', 'Rue Esquermoise', 'Rue de Paris', 'Rue Solférino'] },
  ],
  DE: [
    { name: 'Berlin', postalCodes: ['10115', '10117', '10178'], lat: 52.52, lng: 13.405, language: 'de',
      streets: ['Friedrichstraße', 'Unter den Linden', 'Leipziger Straße', 'Torstraße', 'Invalidenstraße', 'Chausseestraße', 'Rosenthaler Straße'] },
    { name: 'München', postalCodes: ['80331', '80333'], lat: 48.1371, lng: 11.5754, language: 'de',
      streets: ['Kaufingerstraße', 'Sendlinger Straße', 'Tal', 'Theatinerstraße', 'Neuhauser Straße', 'Rosenstraße'] },
    { name: 'Hamburg', postalCodes: ['20095', '20354'], lat: 53.5511, lng: 9.9937, language: 'de',
      streets: ['Mönckebergstraße', 'Spitalerstraße', 'Steinstraße', 'Jungfernstieg', 'Große Bleichen', 'Neuer Wall'] },
  ],
  ES: [
    { name: 'Madrid', postalCodes: ['28013', '28012', '28004'], lat: 40.4168, lng: -3.7038, language: 'es',
      streets: ['Calle Mayor', 'Calle del Arenal', 'Calle de Preciados', 'Gran Vía', 'Calle de Atocha', 'Calle de Fuencarral', 'Calle de Toledo'] },
    { name: 'Barcelona', postalCodes: ['08002', '08001'], lat: 41.383, lng: 2.1769, language: 'es',
      streets: ['La Rambla', 'Carrer de Ferran', 'Carrer del Pi', 'Via Laietana', 'Carrer de la Portaferrissa', 'Carrer de l’Hospital'] },
    { name: 'Valencia', postalCodes: ['46002', '46001'], lat: 39.4699, lng: -0.3763, language: 'es',
      streets: ['Carrer de Sant Vicent Màrtir', 'Calle de la Paz', 'Calle de Colón', 'Calle de las Barcas', 'Calle del Mar'] },
  ],
  IT: [
    { name: 'Roma', postalCodes: ['00186', '00187'], lat: 41.8986, lng: 12.4769, language: 'it',
      streets: ['Via del Corso', 'Via dei Coronari', 'Via del Governo Vecchio', 'Via del Babuino', 'Via Nazionale', 'Via Cola di Rienzo'] },
    { name: 'Milano', postalCodes: ['20121', '20123'], lat: 45.4685, lng: 9.1824, language: 'it',
      streets: ['Via Brera', 'Corso Garibaldi', 'Via Solferino', 'Via Torino', 'Corso Magenta', 'Via Dante', 'Corso di Porta Ticinese'] },
    { name: 'Napoli', postalCodes: ['80134', '80132'], lat: 40.844, lng: 14.252, language: 'it',
      streets: ['Via Toledo', 'Via Chiaia', 'Via dei Tribunali', 'Via San Gregorio Armeno', 'Via Benedetto Croce'] },
  ],
  PT: [
    { name: 'Lisboa', postalCodes: ['1100-148', '1200-195', '1150-022'], lat: 38.7139, lng: -9.1394, language: 'pt',
      streets: ['Rua Augusta', 'Rua da Prata', 'Rua dos Fanqueiros', 'Rua do Ouro', 'Rua Garrett', 'Rua do Carmo', 'Avenida da Liberdade'] },
    { name: 'Porto', postalCodes: ['4000-322', '4050-253'], lat: 41.1496, lng: -8.6109, language: 'pt',
      streets: ['Rua de Santa Catarina', 'Rua das Flores', 'Rua de Sá da Bandeira', 'Rua de Cedofeita', 'Rua Mouzinho da Silveira'] },
    { name: 'Coimbra', postalCodes: ['3000-150'], lat: 40.2033, lng: -8.4103, language: 'pt',
      streets: ['Rua Ferreira Borges', 'Rua Visconde da Luz', 'Rua da Sofia', 'Avenida Sá da Bandeira'] },
  ],
};

/** Shop signs of the relay points, by language. */
// biome-ignore format: a data table, one language per line
export const SHOP_NAMES: Record<Culture, string[]> = {
  fr: ['Tabac Presse du Centre', 'Librairie Papeterie Lumière', 'Pressing de la Gare', 'Épicerie Fine Martin', 'Fleurs & Co', 'Cordonnerie Express', 'Le Relais du Marché'],
  nl: ['Tabakshop De Hoek', 'Boekhandel Het Anker', 'Stomerij Centrum', 'Bloemen Van Dijk', 'Buurtwinkel Jansen', 'Schoenmakerij De Zool', 'Kiosk Het Plein'],
  de: ['Kiosk am Markt', 'Schreibwaren Müller', 'Reinigung Schneider', 'Blumen Becker', 'Späti an der Ecke', 'Lotto Toto Weber', 'Buchhandlung Fischer'],
  es: ['Estanco Sol', 'Papelería García', 'Tintorería Central', 'Floristería Rosa', 'Quiosco La Plaza', 'Ferretería López', 'Librería Cervantes'],
  it: ['Tabaccheria Centrale', 'Cartoleria Rossi', 'Lavanderia Bianchi', 'Fioreria Verdi', 'Edicola della Piazza', 'Ferramenta Conti', 'Libreria Dante'],
  pt: ['Tabacaria Central', 'Papelaria Silva', 'Lavandaria Moderna', 'Florista Jardim', 'Quiosque da Praça', 'Drogaria Costa', 'Livraria Pessoa'],
};

/** Country calling codes, for the points' phone numbers. */
// biome-ignore format: a data table
export const CALLING_CODES: Record<string, string> = {
  BE: '+32', NL: '+31', FR: '+33', DE: '+49', ES: '+34', IT: '+39', PT: '+351',
};
