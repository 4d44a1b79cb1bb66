import type { WidgetText } from '../../types';

/** fr: the asset library widgets, and each of their attributes (see ../fr.ts). */
export const assets: Record<string, WidgetText> = {
  'asset-file': {
    summary:
      'Le champ de fichiers d’un formulaire de l’espace éditeur : les fichiers enregistrés, l’envoi de nouveaux fichiers avec leur progression (bouton ou glisser-déposer), le renommage et « retirer de cette liste » (le fichier reste dans la bibliothèque). Ce qui est choisi est enregistré avec le formulaire.',
    attributes: {
      'data-uid': {
        description:
          'L’identifiant unique du champ, repris dans les noms des champs cachés envoyés avec le formulaire.',
        example: 'brochure',
      },
      'data-asset-id': {
        description:
          'Mode un seul fichier : le numéro du fichier déjà enregistré (AssetId) ; un nouvel envoi le remplace.',
        example: '9001',
      },
      'data-assets': {
        description: 'Les numéros des fichiers déjà enregistrés, séparés par des virgules.',
        example: '9001,9002',
      },
      'data-accept': {
        description:
          'Les types acceptés, comme pour un champ de fichier : extensions (.pdf) ou types (image/*) ; vide : tous les types.',
        example: '.pdf,.docx',
      },
      'data-multiple': {
        description:
          'true pour garder plusieurs fichiers ; sinon un seul, remplacé par le suivant.',
        example: 'true',
      },
      'data-max-file-size': {
        description: 'La taille maximale d’un fichier, en octets ; sans valeur : pas de limite.',
        example: '5000000',
      },
      'data-max-files': {
        description:
          'Le nombre maximal de fichiers (avec data-multiple) ; sans valeur : pas de limite.',
        example: '5',
      },
    },
  },
  'asset-image': {
    summary:
      'Le champ d’images d’un formulaire de l’espace éditeur : les miniatures des images enregistrées, l’envoi de nouvelles images avec leur progression (bouton ou glisser-déposer), puis, si une taille de recadrage est donnée, la fenêtre de recadrage (zoom par boutons, déplacement aux flèches du clavier) ; une image carrée peut être pivotée. Ce qui est choisi est enregistré avec le formulaire.',
    attributes: {
      'data-uid': {
        description:
          'L’identifiant unique du champ, repris dans les noms des champs cachés envoyés avec le formulaire.',
        example: 'cover',
      },
      'data-asset-id': {
        description:
          'Mode une seule image : le numéro de l’image déjà enregistrée (AssetId) ; un nouvel envoi la remplace.',
        example: '1005',
      },
      'data-assets': {
        description: 'Les numéros des images déjà enregistrées, séparés par des virgules.',
        example: '1005,1003',
      },
      'data-accept': {
        description:
          'Les types d’images acceptés, comme pour un champ de fichier ; par défaut JPG, PNG, GIF et WebP.',
        example: '.jpg,.png',
      },
      'data-multiple': {
        description:
          'true pour garder plusieurs images ; sinon une seule, remplacée par la suivante.',
        example: 'true',
      },
      'data-max-file-size': {
        description: 'La taille maximale d’une image, en octets ; sans valeur : pas de limite.',
        example: '8000000',
      },
      'data-max-files': {
        description:
          'Le nombre maximal d’images (avec data-multiple) ; sans valeur : pas de limite.',
        example: '6',
      },
      'data-crop': {
        description:
          'Taille finale « largeur,hauteur » en pixels : plus grande, l’image s’ouvre au recadrage ; plus petite, elle est refusée.',
        example: '800,600',
      },
      'data-rotate': {
        description:
          'true pour montrer les boutons qui pivotent une image carrée d’un quart de tour.',
        example: 'true',
      },
    },
  },
  'multi-file': {
    summary:
      'Le champ de plusieurs fichiers d’un formulaire de l’espace éditeur, limité aux types de fichiers choisis : images en vignettes, documents avec leur icône et leur nom ; envoi de plusieurs fichiers à la fois avec leur progression, renommage, « retirer de cette liste », et l’ordre, changé en glissant un fichier, avec ses boutons monter et descendre ou avec Alt + flèches. L’ordre affiché est celui qui est enregistré.',
    attributes: {
      'data-uid': {
        description:
          'L’identifiant unique du champ, repris dans les noms des champs cachés envoyés avec le formulaire.',
        example: 'produit-photos',
      },
      'data-assets': {
        description:
          'Les numéros des fichiers déjà enregistrés (AssetId), séparés par des virgules, dans leur ordre.',
        example: '9001,9002',
      },
      'data-file-types': {
        description:
          'Les types permis : pour chaque type du serveur (Image, Document…), ses extensions ; tout autre fichier est refusé.',
        example: '{"Image":".jpg,.png","Document":".pdf"}',
      },
      'data-accept': {
        description:
          'Facultatif : les types acceptés, comme pour un champ de fichier, pour restreindre encore les types de fichiers permis.',
        example: '.jpg,.pdf',
      },
      'data-max-file-size': {
        description: 'La taille maximale d’un fichier, en octets ; sans valeur : pas de limite.',
        example: '5000000',
      },
      'data-max-files': {
        description: 'Le nombre maximal de fichiers ; sans valeur : pas de limite.',
        example: '8',
      },
    },
  },
  'folder-tree': {
    summary:
      'L’arborescence des dossiers de la bibliothèque de fichiers : chaque dossier s’ouvre ou se ferme (clic sur la flèche, ou flèches droite et gauche du clavier) ; un clic sur un dossier, ou Entrée, affiche ses fichiers dans la zone indiquée. Au clavier : flèches haut et bas, Début et Fin, et la première lettre d’un nom pour y aller.',
    attributes: {
      'data-root-folder-id': {
        description:
          'Identifiant du dossier de départ de l’arborescence ; « root » pour la racine de la bibliothèque.',
        example: 'root',
      },
      'data-depth': {
        description:
          'Les dossiers dont le niveau est inférieur ou égal à ce nombre sont ouverts au chargement (1 par défaut).',
        example: '2',
      },
      'data-update': {
        description:
          'Id de l’élément de la page où s’affichent les fichiers du dossier choisi ; sans lui, ils s’affichent sous l’arborescence.',
        example: 'library-assets',
      },
    },
  },
};
