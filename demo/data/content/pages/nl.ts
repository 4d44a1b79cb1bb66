import type { DemoPagesText } from './types';

/** Dutch texts of the demo content pages (about, contact, register, login, account). */
export const nl: DemoPagesText = {
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
          'Vitrine begon met een eenvoudig idee: goed gemaakte producten van Europese merken ' +
            'die we persoonlijk kennen, samenbrengen op één plek. We wilden een overzichtelijke ' +
            'winkel waar u snel vindt wat u zoekt en waar de getoonde prijs ook de prijs is die ' +
            'u betaalt.',
          'In het begin bestond ons assortiment uit een paar paar schoenen en een handvol ' +
            'leren tassen. Elk seizoen vroegen onze klanten om meer, en zo kwamen er kleding, ' +
            'horloges, wonen en koken bij, en later tuin, sport, banden en speelgoed.',
          'Vandaag kiest een team van zo’n veertig mensen de producten uit, pakt de pakketten ' +
            'in en beantwoordt uw vragen. We zijn een kleinschalig bedrijf gebleven, en bij ' +
            'elke beslissing denken we eerst aan de persoon die het pakket openmaakt.',
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
            'tuingereedschap. Een product dat niet waarmaakt wat het belooft, nemen we niet op.',
          'We kiezen bij voorkeur voor duurzame artikelen die te repareren zijn. Voor veel ' +
            'producten zijn onderdelen nog jaren na aankoop verkrijgbaar, en onze ' +
            'klantenservice helpt u graag bij het bestellen ervan.',
        ],
      },
      {
        id: 'delivery',
        heading: 'Bezorging',
        paragraphs: [
          'Vanaf € 50 bezorgen we gratis in de meeste landen van de Europese Unie. Onder dat ' +
            'bedrag ziet u de verzendkosten in uw winkelmandje voordat u betaalt.',
          'Bestellingen die op een werkdag vóór 15.00 uur binnenkomen, verlaten ons magazijn ' +
            'nog dezelfde dag; alle andere binnen 24 uur op werkdagen. Zodra uw pakket onderweg ' +
            'is, ontvangt u een e-mail met de track-and-tracecode.',
          'Banden en grote artikelen, zoals tuinmeubelen, worden bezorgd door een ' +
            'gespecialiseerde vervoerder die contact met u opneemt om een afspraak te maken. De ' +
            'levertijd bedraagt gewoonlijk drie tot vijf werkdagen.',
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
            'klantenservice en ons productteam. We zoeken nieuwsgierige, zorgvuldige mensen met ' +
            'oog voor detail.',
          'Bij Vitrine loopt iedere nieuwe collega de eerste dagen mee op elke afdeling, om ' +
            'de volledige weg van een bestelling te leren kennen. We bieden vaste werktijden, ' +
            'opleidingen en korting op het hele assortiment.',
          'Staat er geen passende vacature tussen? Stuur ons een open sollicitatie via het ' +
            'contactformulier: we lezen elk bericht en nemen zo snel mogelijk contact met u op.',
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
      'Vanaf € 50 is de bezorging gratis. Onder dat bedrag hangen de verzendkosten af van het ' +
        'gewicht van het pakket en het land van bezorging; u ziet ze in uw winkelmandje voordat ' +
        'u betaalt.',
      'Bestellingen die op een werkdag vóór 15.00 uur binnenkomen, versturen we dezelfde dag, ' +
        'alle andere binnen 24 uur op werkdagen. Daarna duurt de bezorging twee tot vier ' +
        'werkdagen, afhankelijk van uw land.',
      'Banden en grote artikelen worden op afspraak bezorgd door een gespecialiseerde ' +
        'vervoerder. Bent u niet thuis, dan wordt uw pakket afgeleverd bij het dichtstbijzijnde ' +
        'afhaalpunt en daar 14 dagen bewaard.',
    ],
  },
  clock: {
    title: 'Servertijd',
    serverTime: 'Deze pagina is om {{time}} door de server gemaakt.',
  },
  contact: {
    title: 'Contact',
    intro:
      'Onze klantenservice staat van maandag tot en met vrijdag van 9.00 tot 18.00 uur voor u ' +
      'klaar. U ontvangt binnen 24 uur een antwoord.',
    name: 'Volledige naam',
    email: 'E-mailadres',
    phone: 'Telefoonnummer',
    subject: 'Onderwerp',
    subjects: [
      'Een bestaande bestelling',
      'Retourneren of terugbetaling',
      'Advies over een product',
      'Overige vragen',
    ],
    orderNumber: 'Bestelnummer',
    orderNumberHint: 'U vindt het in uw orderbevestiging, bijvoorbeeld VT-123456.',
    message: 'Uw bericht',
    preferredDate: 'Gewenste datum voor terugbellen',
    website: 'Website',
    consent: 'Ik ga ermee akkoord dat mijn gegevens worden gebruikt om mijn vraag te behandelen.',
    send: 'Versturen',
    sent: 'Bedankt! Uw bericht is verstuurd. We antwoorden u binnen 24 uur.',
    newsletterTitle: 'Nieuwsbrief',
    newsletterIntro:
      'Eén keer per maand nieuwe producten, tips en aanbiedingen speciaal voor abonnees.',
    newsletterEmail: 'Uw e-mailadres',
    newsletterSubmit: 'Aanmelden',
    newsletterDone: 'Bedankt! We hebben een bevestigingsmail gestuurd naar {{email}}.',
  },
  register: {
    title: 'Account aanmaken',
    intro:
      'Met een account volgt u uw bestellingen, retourneert u een artikel in een paar klikken ' +
      'en slaat u uw adressen op.',
    accountType: 'Soort account',
    private: 'Particulier',
    company: 'Zakelijk',
    companyName: 'Bedrijfsnaam',
    vat: 'Btw-nummer',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    emailConfirm: 'Bevestig uw e-mailadres',
    phone: 'Vast telefoonnummer',
    mobile: 'Mobiel nummer',
    phoneOrMobile: 'Vul ten minste één telefoonnummer in, vast of mobiel.',
    username: 'Gebruikersnaam',
    usernameHint: 'Uw gebruikersnaam moet verschillen van uw e-mailadres en uw wachtwoord.',
    usernameTaken: 'Deze gebruikersnaam is al in gebruik.',
    password: 'Wachtwoord',
    passwordConfirm: 'Bevestig uw wachtwoord',
    birthDate: 'Geboortedatum',
    dateHint: 'Notatie: {{format}}',
    householdSize: 'Aantal personen in het huishouden (1 tot 12)',
    postalCode: 'Postcode',
    postalCodeHint: '4 of 5 cijfers',
    website: 'Website',
    newsletter: 'Ik wil de nieuwsbrief ontvangen.',
    terms: 'Ik ga akkoord met de algemene voorwaarden.',
    submit: 'Account aanmaken',
    done: 'Welkom, {{name}}! Uw account is aangemaakt.',
  },
  login: {
    title: 'Inloggen',
    intro: 'Log in om uw bestellingen te volgen en uw retouren te beheren.',
    demoAccount: 'Demoaccount: {{email}} / wachtwoord {{password}}',
    failed: 'Onjuist e-mailadres of wachtwoord.',
  },
  account: {
    title: 'Mijn account',
    welcome: 'U bent ingelogd als {{email}}.',
    intro: 'Hier vindt u uw bestellingen, retouren en bezorgadressen.',
    signedOut: 'U bent uitgelogd. Tot ziens!',
  },
};
