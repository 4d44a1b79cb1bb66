/** Subcategories (one level below a main category). */
import type { Category } from './types';
import { loc } from './words';

export const subcategories: Category[] = [
  {
    id: 10,
    slug: 'sneakers-running',
    parentId: 1,
    name: loc(
      'Baskets et running|Sneakers en hardloopschoenen|Zapatillas y running|' +
        'Sneaker & Laufschuhe|Sneaker e running|Sapatilhas e corrida',
    ),
    description: {
      fr: 'Des baskets urbaines et des chaussures de course bien amorties.',
      nl: 'Stedelijke sneakers en goed gedempte hardloopschoenen.',
      es: 'Zapatillas urbanas y zapatillas de running con buena amortiguación.',
      de: 'Urbane Sneaker und gut gedämpfte Laufschuhe.',
      it: 'Sneaker urbane e scarpe da corsa ben ammortizzate.',
      pt: 'Sapatilhas urbanas e sapatilhas de corrida bem amortecidas.',
    },
  },
  {
    id: 11,
    slug: 'boots',
    parentId: 1,
    name: loc(
      'Bottes et bottines|Laarzen en boots|Botas y botines|Stiefel & Boots|' +
        'Stivali e scarponi|Botas e botins',
    ),
    description: {
      fr: 'Chaussures de randonnée et bottines pour la ville comme pour la montagne.',
      nl: 'Wandelschoenen en enkellaarzen voor de stad en de bergen.',
      es: 'Botas de montaña y botines para la ciudad y la montaña.',
      de: 'Wanderschuhe und Stiefeletten für Stadt und Berg.',
      it: 'Scarponi da trekking e stivaletti per la città e la montagna.',
      pt: 'Botas de caminhada e botins para a cidade e a montanha.',
    },
  },
  {
    id: 12,
    slug: 'tops',
    parentId: 2,
    name: loc(
      'Hauts et pulls|Shirts en truien|Camisetas y jerséis|Shirts & Pullover|' +
        'Maglie e maglioni|Camisolas e camisas',
    ),
    description: {
      fr: 'T-shirts, chemises et pulls pour toutes les saisons.',
      nl: 'T-shirts, overhemden en truien voor elk seizoen.',
      es: 'Camisetas, camisas y jerséis para todas las estaciones.',
      de: 'T-Shirts, Hemden und Pullover für jede Jahreszeit.',
      it: 'T-shirt, camicie e maglioni per tutte le stagioni.',
      pt: 'T-shirts, camisas e camisolas para todas as estações.',
    },
  },
  {
    id: 13,
    slug: 'outerwear',
    parentId: 2,
    name: loc(
      'Vestes et parkas|Jassen en parka’s|Chaquetas y parkas|Jacken & Parkas|Giacche e parka|' +
        'Casacos e parkas',
    ),
    description: {
      fr: 'Vestes légères et parkas chaudes contre le vent et la pluie.',
      nl: 'Lichte jassen en warme parka’s tegen wind en regen.',
      es: 'Chaquetas ligeras y parkas cálidas contra el viento y la lluvia.',
      de: 'Leichte Jacken und warme Parkas gegen Wind und Regen.',
      it: 'Giacche leggere e parka caldi contro vento e pioggia.',
      pt: 'Casacos leves e parkas quentes contra o vento e a chuva.',
    },
  },
  {
    id: 14,
    slug: 'cookware',
    parentId: 5,
    name: loc(
      'Cuisson|Kookgerei|Menaje de cocina|Kochgeschirr|Pentole e padelle|Tachos e frigideiras',
    ),
    description: {
      fr: 'Poêles et casseroles pour tous les feux, induction comprise.',
      nl: 'Koekenpannen en steelpannen voor alle warmtebronnen, ook inductie.',
      es: 'Sartenes y cazos para todo tipo de cocinas, incluida la inducción.',
      de: 'Pfannen und Töpfe für alle Herdarten, auch Induktion.',
      it: 'Padelle e casseruole per tutti i piani cottura, induzione compresa.',
      pt: 'Frigideiras e tachos para todos os tipos de fogão, incluindo indução.',
    },
  },
  {
    id: 15,
    slug: 'tableware',
    parentId: 5,
    name: loc('Arts de la table|Servies|Vajilla|Geschirr|Stoviglie|Louça de mesa'),
    description: {
      fr: 'Mugs, assiettes et théières pour une table accueillante.',
      nl: 'Mokken, borden en theepotten voor een gezellige tafel.',
      es: 'Tazas, platos y teteras para una mesa acogedora.',
      de: 'Becher, Teller und Teekannen für einen einladenden Tisch.',
      it: 'Tazze, piatti e teiere per una tavola accogliente.',
      pt: 'Canecas, pratos e bules para uma mesa acolhedora.',
    },
  },
  {
    id: 16,
    slug: 'plants-seeds',
    parentId: 6,
    name: loc(
      'Plantes et semences|Planten en zaden|Plantas y semillas|Pflanzen & Saatgut|' +
        'Piante e semi|Plantas e sementes',
    ),
    description: {
      fr: 'Lavande en pot et mélanges de graines pour un jardin fleuri.',
      nl: 'Lavendel in pot en zadenmixen voor een bloeiende tuin.',
      es: 'Lavanda en maceta y mezclas de semillas para un jardín florido.',
      de: 'Lavendel im Topf und Saatmischungen für einen blühenden Garten.',
      it: 'Lavanda in vaso e miscele di semi per un giardino fiorito.',
      pt: 'Lavanda em vaso e misturas de sementes para um jardim florido.',
    },
  },
  {
    id: 17,
    slug: 'car-accessories',
    parentId: 8,
    name: loc(
      'Accessoires auto|Auto-accessoires|Accesorios para el coche|Autozubehör|Accessori auto|' +
        'Acessórios auto',
    ),
    description: {
      fr: 'Essuie-glaces, tapis et supports de téléphone pour la voiture.',
      nl: 'Ruitenwissers, automatten en telefoonhouders voor de auto.',
      es: 'Escobillas, alfombrillas y soportes de móvil para el coche.',
      de: 'Scheibenwischer, Automatten und Handyhalterungen fürs Auto.',
      it: 'Tergicristalli, tappetini e supporti per telefono per l’auto.',
      pt: 'Escovas limpa-para-brisas, tapetes e suportes de telemóvel para o carro.',
    },
  },
];
