/** Main navigation categories (parentId null) plus the subcategories, and tree helpers. */
import { subcategories } from './subcategories';
import type { Category } from './types';
import { loc } from './words';

export const mainCategories: Category[] = [
  {
    id: 1,
    slug: 'shoes',
    parentId: null,
    name: loc('Chaussures|Schoenen|Calzado|Schuhe|Scarpe|Calçado'),
    description: {
      fr: 'Baskets, chaussures de randonnée, bottines et sandales pour toute la famille.',
      nl: 'Sneakers, wandelschoenen, enkellaarzen en sandalen voor het hele gezin.',
      es: 'Zapatillas, botas de montaña, botines y sandalias para toda la familia.',
      de: 'Sneaker, Wanderschuhe, Stiefeletten und Sandalen für die ganze Familie.',
      it: 'Sneaker, scarponi da trekking, stivaletti e sandali per tutta la famiglia.',
      pt: 'Sapatilhas, botas de caminhada, botins e sandálias para toda a família.',
    },
  },
  {
    id: 2,
    slug: 'clothing',
    parentId: null,
    name: loc('Vêtements|Kleding|Ropa|Bekleidung|Abbigliamento|Vestuário'),
    description: {
      fr: 'T-shirts, chemises, pulls et vestes aux coupes modernes.',
      nl: 'T-shirts, overhemden, truien en jassen met een moderne pasvorm.',
      es: 'Camisetas, camisas, jerséis y chaquetas de corte moderno.',
      de: 'T-Shirts, Hemden, Pullover und Jacken mit modernem Schnitt.',
      it: 'T-shirt, camicie, maglioni e giacche dal taglio moderno.',
      pt: 'T-shirts, camisas, camisolas e casacos de corte moderno.',
    },
  },
  {
    id: 3,
    slug: 'bags',
    parentId: null,
    name: loc(
      'Sacs et bagagerie|Tassen en bagage|Bolsos y equipaje|Taschen & Gepäck|Borse e valigie|' +
        'Malas e bagagem',
    ),
    description: {
      fr: 'Sacs à dos, sacs à main, valises et petite maroquinerie.',
      nl: 'Rugzakken, handtassen, koffers en kleine lederwaren.',
      es: 'Mochilas, bolsos, maletas y pequeña marroquinería.',
      de: 'Rucksäcke, Handtaschen, Koffer und kleine Lederwaren.',
      it: 'Zaini, borse, valigie e piccola pelletteria.',
      pt: 'Mochilas, malas de mão, malas de viagem e pequena marroquinaria.',
    },
  },
  {
    id: 4,
    slug: 'watches',
    parentId: null,
    name: loc('Montres|Horloges|Relojes|Uhren|Orologi|Relógios'),
    description: {
      fr: 'Montres classiques, chronographes, montres de plongée et montres connectées.',
      nl: 'Klassieke horloges, chronografen, duikhorloges en smartwatches.',
      es: 'Relojes clásicos, cronógrafos, relojes de buceo y relojes inteligentes.',
      de: 'Klassische Armbanduhren, Chronographen, Taucheruhren und Smartwatches.',
      it: 'Orologi classici, cronografi, orologi subacquei e smartwatch.',
      pt: 'Relógios clássicos, cronógrafos, relógios de mergulho e relógios inteligentes.',
    },
  },
  {
    id: 5,
    slug: 'home-kitchen',
    parentId: null,
    name: loc(
      'Maison et cuisine|Huis en keuken|Hogar y cocina|Haus & Küche|Casa e cucina|Casa e cozinha',
    ),
    description: {
      fr: 'Poêles, casseroles, vaisselle, café et tisanes pour la maison.',
      nl: 'Pannen, servies, koffie en kruidenthee voor thuis.',
      es: 'Sartenes, cazos, vajilla, café e infusiones para el hogar.',
      de: 'Pfannen, Töpfe, Geschirr, Kaffee und Kräutertee für zu Hause.',
      it: 'Padelle, pentole, stoviglie, caffè e tisane per la casa.',
      pt: 'Frigideiras, tachos, louça, café e infusões para a casa.',
    },
  },
  {
    id: 6,
    slug: 'garden',
    parentId: null,
    name: loc(
      'Jardin et outillage|Tuin en gereedschap|Jardín y herramientas|Garten & Werkzeug|' +
        'Giardino e attrezzi|Jardim e ferramentas',
    ),
    description: {
      fr: 'Outils de jardin, arrosage, plantes et semences.',
      nl: 'Tuingereedschap, besproeiing, planten en zaden.',
      es: 'Herramientas de jardín, riego, plantas y semillas.',
      de: 'Gartenwerkzeug, Bewässerung, Pflanzen und Saatgut.',
      it: 'Attrezzi da giardino, irrigazione, piante e semi.',
      pt: 'Ferramentas de jardim, rega, plantas e sementes.',
    },
  },
  {
    id: 7,
    slug: 'sports',
    parentId: null,
    name: loc('Sports|Sport|Deportes|Sport|Sport|Desporto'),
    description: {
      fr: 'Ballons, raquettes, tapis de yoga et haltères pour bouger au quotidien.',
      nl: 'Ballen, rackets, yogamatten en dumbbells om elke dag te bewegen.',
      es: 'Balones, raquetas, esterillas de yoga y mancuernas para moverse cada día.',
      de: 'Bälle, Schläger, Yogamatten und Hanteln für mehr Bewegung im Alltag.',
      it: 'Palloni, racchette, tappetini yoga e manubri per muoversi ogni giorno.',
      pt: 'Bolas, raquetes, tapetes de ioga e halteres para se mexer todos os dias.',
    },
  },
  {
    id: 8,
    slug: 'tyres-car',
    parentId: null,
    name: loc(
      'Pneus et auto|Banden en auto|Neumáticos y coche|Reifen & Auto|Pneumatici e auto|' +
        'Pneus e automóvel',
    ),
    description: {
      fr: 'Pneus été, hiver et quatre saisons, et accessoires pour la voiture.',
      nl: 'Zomer-, winter- en vierseizoenenbanden en accessoires voor de auto.',
      es: 'Neumáticos de verano, de invierno y todo tiempo, y accesorios para el coche.',
      de: 'Sommer-, Winter- und Ganzjahresreifen sowie Autozubehör.',
      it: 'Pneumatici estivi, invernali e quattro stagioni, e accessori per l’auto.',
      pt: 'Pneus de verão, de inverno e de quatro estações, e acessórios para o carro.',
    },
  },
  {
    id: 9,
    slug: 'toys',
    parentId: null,
    name: loc('Jouets|Speelgoed|Juguetes|Spielzeug|Giocattoli|Brinquedos'),
    description: {
      fr: 'Peluches, jeux de construction, puzzles et jouets en bois.',
      nl: 'Knuffels, bouwsets, puzzels en houten speelgoed.',
      es: 'Peluches, juegos de construcción, puzles y juguetes de madera.',
      de: 'Plüschtiere, Baukästen, Puzzles und Holzspielzeug.',
      it: 'Peluche, costruzioni, puzzle e giocattoli in legno.',
      pt: 'Peluches, jogos de construção, puzzles e brinquedos de madeira.',
    },
  },
];

export const categories: Category[] = [...mainCategories, ...subcategories];

const byId = new Map(categories.map((category) => [category.id, category]));

/** The main (top-level) category id of any category id. */
export const mainCategoryIdOf = (categoryId: number): number => {
  let category = byId.get(categoryId);
  while (category?.parentId != null) category = byId.get(category.parentId);
  return category?.id ?? categoryId;
};
