/**
 * Home-page promotions of the demo CMS (issue 4): the banner slides, the sale banner above
 * the countdown and the brand carousel heading, in the six cultures. Rendered by
 * demo/families/content/home.ts; the widgets' own labels come from the string resources.
 */
import type { Culture } from '../../shared/culture';

export interface BannerCopy {
  heading: string;
  text: string;
  cta: string;
}

export interface HomePromotions {
  /** One per generated banner (/media/banner/1.svg to 3.svg): sale, bags, watches. */
  slides: [BannerCopy, BannerCopy, BannerCopy];
  sale: { heading: string; text: string };
  brands: string;
}

export const homePromotions: Record<Culture, HomePromotions> = {
  fr: {
    slides: [
      {
        heading: 'Soldes d’hiver : jusqu’à -30 %',
        text: 'Sur une sélection de chaussures, vêtements et accessoires.',
        cta: 'Voir les offres',
      },
      {
        heading: 'Nouvelle collection de sacs',
        text: 'Sacs à dos, cabas et valises pour tous les trajets.',
        cta: 'Découvrir les sacs',
      },
      {
        heading: 'L’heure des belles montres',
        text: 'Chronographes et montres classiques de nos marques européennes.',
        cta: 'Voir les montres',
      },
    ],
    sale: {
      heading: 'Les soldes se terminent bientôt',
      text: 'Profitez des prix réduits avant la fin du compte à rebours.',
    },
    brands: 'Nos marques',
  },
  nl: {
    slides: [
      {
        heading: 'Winteruitverkoop: tot -30 %',
        text: 'Op een selectie schoenen, kleding en accessoires.',
        cta: 'Bekijk de aanbiedingen',
      },
      {
        heading: 'Nieuwe tassencollectie',
        text: 'Rugzakken, shoppers en koffers voor elke reis.',
        cta: 'Ontdek de tassen',
      },
      {
        heading: 'Tijd voor een mooi horloge',
        text: 'Chronografen en klassieke horloges van onze Europese merken.',
        cta: 'Bekijk de horloges',
      },
    ],
    sale: {
      heading: 'De uitverkoop loopt bijna af',
      text: 'Profiteer van de verlaagde prijzen voordat de teller op nul staat.',
    },
    brands: 'Onze merken',
  },
  es: {
    slides: [
      {
        heading: 'Rebajas de invierno: hasta -30 %',
        text: 'En una selección de calzado, ropa y accesorios.',
        cta: 'Ver las ofertas',
      },
      {
        heading: 'Nueva colección de bolsos',
        text: 'Mochilas, bolsos shopper y maletas para cada viaje.',
        cta: 'Descubrir los bolsos',
      },
      {
        heading: 'La hora de los buenos relojes',
        text: 'Cronógrafos y relojes clásicos de nuestras marcas europeas.',
        cta: 'Ver los relojes',
      },
    ],
    sale: {
      heading: 'Las rebajas terminan pronto',
      text: 'Aprovecha los precios rebajados antes de que acabe la cuenta atrás.',
    },
    brands: 'Nuestras marcas',
  },
  de: {
    slides: [
      {
        heading: 'Winterschlussverkauf: bis zu -30 %',
        text: 'Auf ausgewählte Schuhe, Bekleidung und Accessoires.',
        cta: 'Zu den Angeboten',
      },
      {
        heading: 'Neue Taschenkollektion',
        text: 'Rucksäcke, Shopper und Koffer für jede Reise.',
        cta: 'Taschen entdecken',
      },
      {
        heading: 'Zeit für eine schöne Uhr',
        text: 'Chronographen und klassische Uhren unserer europäischen Marken.',
        cta: 'Uhren ansehen',
      },
    ],
    sale: {
      heading: 'Der Sale endet bald',
      text: 'Sichern Sie sich die reduzierten Preise, bevor der Countdown abläuft.',
    },
    brands: 'Unsere Marken',
  },
  it: {
    slides: [
      {
        heading: 'Saldi invernali: fino al -30 %',
        text: 'Su una selezione di scarpe, abbigliamento e accessori.',
        cta: 'Scopri le offerte',
      },
      {
        heading: 'Nuova collezione di borse',
        text: 'Zaini, shopper e valigie per ogni viaggio.',
        cta: 'Scopri le borse',
      },
      {
        heading: 'È tempo di un bell’orologio',
        text: 'Cronografi e orologi classici dei nostri marchi europei.',
        cta: 'Vedi gli orologi',
      },
    ],
    sale: {
      heading: 'I saldi finiscono presto',
      text: 'Approfitta dei prezzi scontati prima che finisca il conto alla rovescia.',
    },
    brands: 'I nostri marchi',
  },
  pt: {
    slides: [
      {
        heading: 'Saldos de inverno: até -30 %',
        text: 'Numa seleção de calçado, vestuário e acessórios.',
        cta: 'Ver as ofertas',
      },
      {
        heading: 'Nova coleção de malas',
        text: 'Mochilas, sacos e malas de viagem para todas as viagens.',
        cta: 'Descobrir as malas',
      },
      {
        heading: 'A hora dos bons relógios',
        text: 'Cronógrafos e relógios clássicos das nossas marcas europeias.',
        cta: 'Ver os relógios',
      },
    ],
    sale: {
      heading: 'Os saldos terminam em breve',
      text: 'Aproveite os preços reduzidos antes do fim da contagem decrescente.',
    },
    brands: 'As nossas marcas',
  },
};
