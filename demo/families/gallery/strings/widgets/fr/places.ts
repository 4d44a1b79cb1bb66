import type { WidgetText } from '../../types';

/** fr: the content map and the parallax (issue 15), and each of their attributes (see ../fr.ts). */
export const places: Record<string, WidgetText> = {
  'content-map': {
    summary:
      'Carte de lieux (vos magasins, par exemple) : chaque repère est un bouton qui ouvre une bulle avec son texte, au clavier comme à la souris. La carte ne se charge qu’à l’approche de l’écran ; sans carte disponible, un message le dit et votre liste d’adresses reste la référence.',
    attributes: {
      'data-markers': {
        description:
          'Les repères : position, nom, type (flagship, shop, outlet…) et texte de la bulle (adresse, horaires, téléphone).',
        example:
          '[{"id": 1, "coors": {"lat": 50.8523, "lng": 4.3556}, "title": "Vitrine Bruxelles", "icon": "flagship", "content": "Rue Neuve 87, 1000 Bruxelles"}]',
      },
      'data-zoom': {
        description:
          'Niveau de zoom, de 1 (le monde) à 19 (la rue) ; sans centre donné, le zoom le plus proche autorisé pour montrer tous les repères.',
        example: '15',
      },
      'data-center': {
        description: 'Le centre de la carte ; sans lui, la carte montre tous les repères.',
        example: '{"lat": 50.85, "lng": 4.35}',
      },
      'data-height': {
        description:
          'Hauteur de la carte en pixels (au plus les trois quarts de la hauteur de l’écran).',
        example: '320',
      },
      'data-label': {
        description:
          'Le nom de la carte pour les lecteurs d’écran ; deux cartes d’une même page doivent avoir deux noms différents.',
        example: 'Carte de nos magasins',
      },
    },
  },
  parallax: {
    summary:
      'Image de fond qui défile plus lentement que la page (effet de profondeur), seulement quand elle est visible. Donnez sa taille à la boîte par le style (un rapport largeur/hauteur) pour que rien ne bouge au chargement ; immobile pour les visiteurs qui limitent les animations.',
    attributes: {
      'data-divisor': {
        description:
          'De combien le défilement de l’image est divisé : 4 par défaut ; un nombre plus grand la fait bouger moins.',
        example: '4',
      },
    },
  },
};
