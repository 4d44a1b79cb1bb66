import type { FamilyStrings } from '../../../shared/strings';
import type { StoriesPages } from './types';

/** What the stories family says in French (the reference culture). */
export const fr: FamilyStrings<StoriesPages> = {
  resources: {
    Zoom: {
      ZoomIn: 'Zoomer',
      ZoomOut: 'Dézoomer',
      Reset: 'Ajuster',
      Level: 'Zoom {{level}} %',
      Hint: '+ et − zooment, 0 ajuste la photo, les flèches déplacent la photo agrandie.',
      Previous: 'Photo précédente',
      Next: 'Photo suivante',
      Counter: 'Photo {{index}} sur {{count}}',
      Thumbnails: 'Miniatures',
      Thumbnail: 'Photo {{index}} : {{alt}}',
      Unavailable: 'Cette photo n’a pas pu être chargée.',
    },
  },
  pages: {
    blog: {
      title: 'Le journal de Vitrine',
      intro:
        'Rencontres avec nos artisans, conseils d’entretien et escapades : les coulisses de la ' +
        'boutique, chaque quinzaine.',
      tocLabel: 'Articles du journal',
      previous: 'Article précédent',
      next: 'Article suivant',
      keysHint:
        'Dans la liste, J et K (ou Page suivante et Page précédente) passent d’un article à l’autre.',
      readStory: 'Lire le récit en photos',
      tickerTitle: 'En bref',
      tickerPause: 'Mettre en pause',
      ticker: [
        'Livraison offerte dès 50 € jusqu’à dimanche',
        'Nouvel atelier de réparation de sacs à Lyon',
        'Les calendriers de semis 2027 sont arrivés',
        'Café du mois : un moka d’Éthiopie en grains',
        'Montage de pneus hiver : réservez votre créneau',
      ],
    },
    story: {
      photosOf: 'Photos : {{title}}',
      galleryTitle: 'La galerie',
      galleryIntro: 'Touchez ou cliquez une photo pour l’agrandir et zoomer.',
      masonryTitle: 'En images',
      backToBlog: 'Retour au journal',
      published: 'Publié le {{date}}',
    },
    posts: {
      'leather-workshop': {
        title: 'Une journée à l’atelier de maroquinerie',
        summary:
          'À Annonay, Claire et ses deux apprentis coupent, cousent et teignent nos sacs à la main. ' +
          'Nous avons passé une journée à leurs côtés.',
        body: [
          'Tout commence par le choix des peaux, tannées au végétal dans la vallée voisine. Claire les ' +
            'examine à la lumière du jour pour repérer la moindre griffure.',
          'Une sacoche demande six heures de travail, dont deux pour la couture au point sellier. ' +
            'C’est ce qui la rend réparable pendant des décennies.',
        ],
      },
      'mountain-trail': {
        title: 'Trois jours sur les crêtes du Vercors',
        summary:
          'Nous avons testé nos nouvelles chaussures de randonnée sur 62 kilomètres de sentiers, ' +
          'entre brouillard matinal et pierriers brûlants.',
        body: [
          'Le premier jour, la montée vers le Grand Veymont met les semelles à rude épreuve : ' +
            'l’adhérence sur le calcaire mouillé nous a agréablement surpris.',
          'Le soir, au refuge, nous avons comparé nos notes : aucune ampoule, des chevilles bien ' +
            'tenues et une membrane restée sèche malgré l’orage.',
        ],
      },
      'spring-garden': {
        title: 'Préparer le potager pour le printemps',
        summary:
          'L’automne est le meilleur moment pour nourrir la terre. Notre jardinier partage son ' +
          'calendrier et ses gestes simples.',
        body: [
          'Un paillage de feuilles mortes protège le sol du gel et nourrit les vers de terre tout ' +
            'l’hiver. Inutile de bêcher profondément.',
          'En février, semez les fèves et les petits pois sous voile ; en mars, les radis et les ' +
            'premières salades suivront.',
        ],
      },
      'coffee-roaster': {
        title: 'Chez notre torréfacteur, à Lille',
        summary:
          'Chaque mardi, Mehdi torréfie nos cafés en petites fournées. Il nous explique pourquoi la ' +
          'fraîcheur change tout dans la tasse.',
        body: [
          'Un café se déguste idéalement entre une et quatre semaines après sa torréfaction : avant, ' +
            'il dégaze encore ; après, ses arômes s’éteignent.',
          'Le moka d’Éthiopie du mois offre des notes de bergamote et de fruits rouges, à préparer ' +
            'de préférence à la cafetière filtre.',
        ],
      },
      'wooden-toys': {
        title: 'Des jouets en bois faits pour durer',
        summary:
          'Dans le Jura, une petite fabrique tourne hêtre et érable pour nos trains et nos jeux ' +
          'd’éveil. Visite guidée.',
        body: [
          'Le bois vient de forêts gérées à moins de cinquante kilomètres. Il sèche deux ans avant ' +
            'd’être découpé.',
          'Les peintures sont à l’eau et testées pour les tout-petits : un jouet peut être mâchonné ' +
            'sans crainte.',
        ],
      },
      'watch-care': {
        title: 'Entretenir une montre mécanique',
        summary:
          'Remontage, étanchéité, révision : notre horloger répond aux questions que vous nous posez ' +
          'le plus souvent.',
        body: [
          'Remontez une montre manuelle chaque matin, à la même heure, jusqu’à sentir une légère ' +
            'résistance, jamais au-delà.',
          'Une révision tous les cinq ans nettoie et huile le mouvement ; faites aussi contrôler les ' +
            'joints avant chaque été.',
        ],
      },
      'winter-tyres': {
        title: 'Quand passer aux pneus hiver ?',
        summary:
          'La règle des 7 °C, la profondeur des sculptures et le stockage : tout ce qu’il faut ' +
          'savoir avant les premiers frimas.',
        body: [
          'Sous 7 °C, la gomme d’un pneu été durcit et perd de son adhérence, même sur route sèche. ' +
            'C’est le bon moment pour changer.',
          'Vérifiez la profondeur des rainures : 4 mm au minimum pour rouler l’hiver en sécurité. ' +
            'Rangez les pneus été à plat, à l’abri de la lumière.',
        ],
      },
      'morning-yoga': {
        title: 'Dix minutes de yoga au réveil',
        summary:
          'Une courte séance pour délier le dos et bien commencer la journée, à faire sur un tapis ' +
          'ou même au pied du lit.',
        body: [
          'Commencez par cinq respirations lentes en posture de l’enfant, puis enchaînez quelques ' +
            'chats-vaches pour mobiliser la colonne.',
          'Terminez par une salutation au soleil, à votre rythme. Un tapis antidérapant de 4 mm suffit ' +
            'pour la plupart des pratiques.',
        ],
      },
    },
    scenes: {
      workshop: 'L’établi de l’atelier, ses outils et ses peaux',
      ridge: 'Une crête de montagne au-dessus des nuages',
      garden: 'Les carrés du potager en fin de saison',
      beans: 'Des grains de café fraîchement torréfiés',
      train: 'Un petit train en bois peint de rouge',
      movement: 'Le mouvement d’une montre mécanique',
      tread: 'Les sculptures d’un pneu hiver',
      sunrise: 'Un lever de soleil sur les collines',
      lake: 'Un lac de montagne au crépuscule',
      market: 'Un étal du marché du samedi',
      rooftops: 'Les toits de la vieille ville',
      forest: 'Un sentier en sous-bois',
    },
  },
};
