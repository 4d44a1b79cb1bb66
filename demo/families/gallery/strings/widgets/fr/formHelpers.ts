import type { WidgetText } from '../../types';

/** fr: the form helpers and the collapse (issue 15), and each of their attributes (see ../fr.ts). */
export const formHelpers: Record<string, WidgetText> = {
  collapse: {
    summary:
      'Bloc repliable (question et réponse, détails) : le titre devient un bouton qui ouvre et ferme le contenu en douceur ; sans animation pour les visiteurs qui les limitent. Le contenu reste lisible sans JavaScript, et un lien vers #id du contenu l’ouvre.',
    attributes: {
      'data-group': {
        description:
          'Un nom de groupe : parmi les blocs du même groupe, un seul reste ouvert à la fois (une FAQ). Vide : indépendant.',
        example: 'faq',
      },
      'data-open': {
        description: 'Ouvert au chargement de la page (true) ou fermé (false).',
        example: 'true',
      },
    },
  },
  'floating-label': {
    summary:
      'Libellés animés : autour d’un champ ou d’un formulaire entier, le libellé se place dans le champ vide et remonte sur son bord quand le champ reçoit le focus ou une valeur (y compris le remplissage automatique). Les aides et messages d’erreur restent sous le champ.',
    attributes: {
      'data-selects': {
        description:
          'Appliquer aussi aux listes déroulantes (leur libellé reste alors toujours en haut).',
        example: 'true',
      },
    },
  },
  'fake-select': {
    summary:
      'Liste déroulante stylée : la liste native du navigateur, avec la flèche et le contour de focus de la boutique. Le clavier, le sélecteur du téléphone et les règles de validation fonctionnent comme d’habitude.',
    attributes: {
      'data-arrow': {
        description: 'La forme de la flèche : chevron ou petit triangle (triangle).',
        example: 'triangle',
      },
    },
  },
  'searchable-select': {
    summary:
      'Liste déroulante avec recherche : le client tape pour filtrer les options (celles de la liste du serveur, ou une recherche à distance), au clavier ou à la souris. La liste d’origine reste dans le formulaire, cachée, et envoie la valeur choisie.',
    attributes: {
      'data-for': {
        description: 'L’id de la liste déroulante (select) du serveur que le widget remplace.',
        example: 'field-ShopId',
      },
      'data-search-url': {
        description:
          'L’adresse de recherche : GET {adresse}?q={texte} répond [{value, label}]. Vide : les options de la liste sont filtrées sur place.',
        example: 'api/v1/stores/search',
      },
      'data-min-chars': {
        description: 'Le nombre de caractères à taper avant une recherche à distance (1 à 10).',
        example: '3',
      },
    },
  },
  'date-picker': {
    summary:
      'Sélecteur de date : un bouton à côté d’un champ texte ouvre un calendrier (souris ou clavier) ; la date choisie s’écrit dans le format court de la langue (jj/mm/aaaa en français). Le client peut aussi la taper.',
    attributes: {
      'data-for': {
        description: 'L’id du champ texte que le calendrier remplit.',
        example: 'field-PreferredDate',
      },
      'data-min': {
        description: 'Le premier jour possible : aaaa-mm-jj, ou today pour aujourd’hui.',
        example: 'today',
      },
      'data-max': {
        description: 'Le dernier jour possible : aaaa-mm-jj, ou today pour aujourd’hui.',
        example: '2027-06-30',
      },
    },
  },
};
