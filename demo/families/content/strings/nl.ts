import type { FamilyStrings } from '../../../shared/strings';
import type { ContentPages } from './types';

/** What the content family says in Dutch. */
export const nl: FamilyStrings<ContentPages> = {
  resources: {},
  pages: {
    home: {
      title: 'Welkom bij Vitrine',
      lead:
        'Zorgvuldig gekozen producten van Europese merken, prijzen inclusief btw en een snelle ' +
        'levering, waar u ook bent.',
      sections: [
        {
          heading: 'Gratis verzending en retour',
          body:
            'Vanaf € 50 bezorgen wij gratis en uw pakket vertrekt binnen 24 werkuren. U hebt 30 ' +
            'dagen bedenktijd: retourneren is gratis en u krijgt uw geld binnen 5 dagen na ' +
            'ontvangst terug.',
        },
        {
          heading: 'Onze merken',
          body:
            'Wij werken rechtstreeks samen met een twintigtal Europese merken, gekozen om de ' +
            'kwaliteit van hun materialen en de duurzaamheid van hun producten. Elk nieuw ' +
            'product wordt eerst door ons team getest voordat het in het assortiment komt.',
        },
        {
          heading: 'Klantenservice die naar u luistert',
          body:
            'Ons team staat van maandag tot en met vrijdag van 9 tot 18 uur voor u klaar, ' +
            'telefonisch, per e-mail of via de chat. Een vraag over een maat, uw bestelling of ' +
            'een retour? U krijgt binnen 24 uur antwoord.',
        },
      ],
      ctaCatalog: 'Ontdek het assortiment',
      ctaBrands: 'Bekijk onze merken',
    },
    promotions: {
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
    notFound: {
      title: 'Pagina niet gevonden',
      body:
        'De pagina die u zoekt bestaat niet of is verplaatst. Controleer het adres of ga terug ' +
        'naar de homepage.',
    },
    about: {
      title: 'Over Vitrine',
      intro:
        'Wie we zijn, waar onze producten vandaan komen en hoe we voor uw bestelling zorgen, ' +
        'van ons magazijn tot aan uw voordeur.',
      tocLabel: 'Op deze pagina',
      sections: [
        {
          id: 'story',
          heading: 'Ons verhaal',
          paragraphs: [
            'Vitrine begon met een eenvoudig idee: goed gemaakte producten van Europese ' +
              'merken die we persoonlijk kennen, samenbrengen op één plek. We wilden een ' +
              'overzichtelijke winkel waar u snel vindt wat u zoekt en waar de getoonde prijs ' +
              'ook de prijs is die u betaalt.',
            'In het begin bestond ons assortiment uit een paar paar schoenen en een handvol ' +
              'leren tassen. Elk seizoen vroegen onze klanten om meer, en zo kwamen er kleding, ' +
              'horloges, wonen en koken bij, en later tuin, sport, banden en speelgoed.',
            'Vandaag kiest een team van zo’n veertig mensen de producten uit, pakt de ' +
              'pakketten in en beantwoordt uw vragen. We zijn een kleinschalig bedrijf ' +
              'gebleven, en bij elke beslissing denken we eerst aan de persoon die het pakket ' +
              'openmaakt.',
          ],
        },
        {
          id: 'sourcing',
          heading: 'Onze merken en producten',
          paragraphs: [
            'We werken rechtstreeks samen met zo’n twintig Europese merken, zonder ' +
              'tussenpersonen. Zo weten we waar de materialen vandaan komen en onder welke ' +
              'omstandigheden er wordt geproduceerd, en kunnen we u eerlijke prijzen bieden.',
            'Voordat een nieuw artikel in het assortiment komt, test ons team het uitgebreid: ' +
              'we dragen de schoenen, wassen de kleding en gebruiken het keukengerei en het ' +
              'tuingereedschap. Een product dat niet waarmaakt wat het belooft, nemen we niet ' +
              'op.',
            'We kiezen bij voorkeur voor duurzame artikelen die te repareren zijn. Voor veel ' +
              'producten zijn onderdelen nog jaren na aankoop verkrijgbaar, en onze ' +
              'klantenservice helpt u graag bij het bestellen ervan.',
          ],
        },
        {
          id: 'delivery',
          heading: 'Bezorging',
          paragraphs: [
            'Vanaf € 50 bezorgen we gratis in de meeste landen van de Europese Unie. Onder ' +
              'dat bedrag ziet u de verzendkosten in uw winkelmandje voordat u betaalt.',
            'Bestellingen die op een werkdag vóór 15.00 uur binnenkomen, verlaten ons ' +
              'magazijn nog dezelfde dag; alle andere binnen 24 uur op werkdagen. Zodra uw ' +
              'pakket onderweg is, ontvangt u een e-mail met de track-and-tracecode.',
            'Banden en grote artikelen, zoals tuinmeubelen, worden bezorgd door een ' +
              'gespecialiseerde vervoerder die contact met u opneemt om een afspraak te maken. ' +
              'De levertijd bedraagt gewoonlijk drie tot vijf werkdagen.',
          ],
        },
        {
          id: 'returns',
          heading: 'Retourneren en terugbetaling',
          paragraphs: [
            'U kunt een artikel binnen 30 dagen na ontvangst van uw bestelling retourneren, ' +
              'zonder opgaaf van reden. Retourneren is gratis: print het retourlabel vanuit uw ' +
              'account en lever het pakket in bij een afhaalpunt.',
            'Stuur de artikelen terug in hun oorspronkelijke staat, met de labels eraan en ' +
              'indien mogelijk in de originele verpakking. Gemonteerde banden en geopende ' +
              'hygiëneproducten kunnen we niet terugnemen.',
            'Zodra uw retour bij ons binnen is, controleren we deze en betalen we u binnen 5 ' +
              'dagen terug via de betaalmethode die u bij de bestelling hebt gebruikt. Bij elke ' +
              'stap houden we u per e-mail op de hoogte.',
          ],
        },
        {
          id: 'stores',
          heading: 'Onze afhaalpunten',
          paragraphs: [
            'Vitrine is in de eerste plaats een webwinkel, maar u kunt uw bestelling gratis ' +
              'ophalen bij een van onze partnerafhaalpunten. Het dichtstbijzijnde afhaalpunt ' +
              'wordt u voorgesteld wanneer u de bezorgmethode kiest.',
            'Uw pakket blijft daar 14 dagen voor u bewaard. Neem een geldig identiteitsbewijs ' +
              'mee en de ophaalcode die u per e-mail of sms hebt ontvangen.',
            'Bij dezelfde afhaalpunten kunt u ook uw retouren inleveren. Zo brengt u een ' +
              'artikel terug op het moment dat u een nieuwe bestelling ophaalt.',
          ],
        },
        {
          id: 'careers',
          heading: 'Werken bij Vitrine',
          paragraphs: [
            'We zijn regelmatig op zoek naar nieuwe collega’s voor ons magazijn, onze ' +
              'klantenservice en ons productteam. We zoeken nieuwsgierige, zorgvuldige mensen ' +
              'met oog voor detail.',
            'Bij Vitrine loopt iedere nieuwe collega de eerste dagen mee op elke afdeling, om ' +
              'de volledige weg van een bestelling te leren kennen. We bieden vaste werktijden, ' +
              'opleidingen en korting op het hele assortiment.',
            'Staat er geen passende vacature tussen? Stuur ons een open sollicitatie via het ' +
              'contactformulier: we lezen elk bericht en nemen zo snel mogelijk contact met u ' +
              'op.',
          ],
        },
      ],
      modalLink: 'Bezorgvoorwaarden bekijken',
      confirmLink: 'Winkelmandje legen',
      noCacheLink: 'Servertijd tonen',
      noAjaxLink: 'Volledige pagina herladen',
      scriptsHeading: 'Handige links',
      scriptsIntro:
        'Met deze links opent u de bezorgvoorwaarden, leegt u na bevestiging uw winkelmandje of ' +
        'herlaadt u de pagina.',
      backToTop: 'Terug naar boven',
    },
    delivery: {
      title: 'Bezorgvoorwaarden',
      paragraphs: [
        'Vanaf € 50 is de bezorging gratis. Onder dat bedrag hangen de verzendkosten af van ' +
          'het gewicht van het pakket en het land van bezorging; u ziet ze in uw winkelmandje ' +
          'voordat u betaalt.',
        'Bestellingen die op een werkdag vóór 15.00 uur binnenkomen, versturen we dezelfde ' +
          'dag, alle andere binnen 24 uur op werkdagen. Daarna duurt de bezorging twee tot vier ' +
          'werkdagen, afhankelijk van uw land.',
        'Banden en grote artikelen worden op afspraak bezorgd door een gespecialiseerde ' +
          'vervoerder. Bent u niet thuis, dan wordt uw pakket afgeleverd bij het ' +
          'dichtstbijzijnde afhaalpunt en daar 14 dagen bewaard.',
      ],
    },
    clock: {
      title: 'Servertijd',
      serverTime: 'Deze pagina is om {{time}} door de server gemaakt.',
    },
  },
};
