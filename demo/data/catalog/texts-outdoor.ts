/** Description sentences and praised qualities: garden, plants, sports, tyres, car, toys. */
import type { TextGroup } from './sentences';

export const outdoorTexts = {
  garden: {
    qualities: ['robustness', 'practicality', 'durability', 'precision'],
    sentences: [
      {
        fr: 'Un outil solide pour les travaux du jardin en toute saison.',
        nl: 'Stevig gereedschap voor tuinwerk in elk seizoen.',
        es: 'Una herramienta sólida para el jardín en cualquier estación.',
        de: 'Solides Werkzeug für die Gartenarbeit zu jeder Jahreszeit.',
        it: 'Un attrezzo solido per il giardino in ogni stagione.',
        pt: 'Uma ferramenta sólida para o jardim em qualquer estação.',
      },
      {
        fr: 'Fabrication durable, saison après saison.',
        nl: 'Gemaakt om lang mee te gaan, seizoen na seizoen.',
        es: 'Fabricación duradera, temporada tras temporada.',
        de: 'Langlebige Verarbeitung, Saison für Saison.',
        it: 'Fabbricazione durevole, stagione dopo stagione.',
        pt: 'Fabrico duradouro, estação após estação.',
      },
    ],
  },
  plants: {
    qualities: ['freshness', 'robustness', 'simplicity'],
    sentences: [
      {
        fr: 'Culture européenne, prête à planter.',
        nl: 'Gekweekt in Europa, klaar om te planten.',
        es: 'Cultivo europeo, listo para plantar.',
        de: 'Aus europäischem Anbau, bereit zum Pflanzen.',
        it: 'Coltivazione europea, pronta da piantare.',
        pt: 'Cultivo europeu, pronto a plantar.',
      },
      {
        fr: 'Floraison généreuse du printemps à l’automne.',
        nl: 'Rijke bloei van de lente tot de herfst.',
        es: 'Floración generosa de primavera a otoño.',
        de: 'Üppige Blüte vom Frühling bis zum Herbst.',
        it: 'Fioritura generosa dalla primavera all’autunno.',
        pt: 'Floração generosa da primavera ao outono.',
      },
    ],
  },
  sports: {
    qualities: ['performance', 'comfort', 'lightness', 'grip', 'robustness'],
    sentences: [
      {
        fr: 'Pour l’entraînement comme pour la compétition.',
        nl: 'Voor training én competitie.',
        es: 'Para el entrenamiento y la competición.',
        de: 'Für Training und Wettkampf.',
        it: 'Per l’allenamento e la competizione.',
        pt: 'Para o treino e para a competição.',
      },
      {
        fr: 'Des matériaux testés par des sportifs de tous niveaux.',
        nl: 'Materialen getest door sporters van elk niveau.',
        es: 'Materiales probados por deportistas de todos los niveles.',
        de: 'Von Sportlern aller Niveaus getestete Materialien.',
        it: 'Materiali testati da sportivi di ogni livello.',
        pt: 'Materiais testados por desportistas de todos os níveis.',
      },
    ],
  },
  tyres: {
    qualities: ['grip', 'safety', 'durability', 'performance'],
    sentences: [
      {
        fr: 'Excellente adhérence sur route sèche comme mouillée.',
        nl: 'Uitstekende grip op droge en natte wegen.',
        es: 'Excelente agarre en carretera seca y mojada.',
        de: 'Hervorragender Grip auf trockener und nasser Straße.',
        it: 'Ottima aderenza su strada asciutta e bagnata.',
        pt: 'Excelente aderência em estrada seca e molhada.',
      },
      {
        fr: 'Faible résistance au roulement pour réduire la consommation.',
        nl: 'Lage rolweerstand voor een lager verbruik.',
        es: 'Baja resistencia a la rodadura para reducir el consumo.',
        de: 'Geringer Rollwiderstand für weniger Verbrauch.',
        it: 'Bassa resistenza al rotolamento per ridurre i consumi.',
        pt: 'Baixa resistência ao rolamento para reduzir o consumo.',
      },
    ],
  },
  car: {
    qualities: ['practicality', 'robustness', 'safety', 'simplicity'],
    sentences: [
      {
        fr: 'Montage facile et sans outils.',
        nl: 'Eenvoudige montage zonder gereedschap.',
        es: 'Montaje fácil y sin herramientas.',
        de: 'Einfache Montage ohne Werkzeug.',
        it: 'Montaggio facile e senza attrezzi.',
        pt: 'Montagem fácil e sem ferramentas.',
      },
      {
        fr: 'Compatible avec la plupart des véhicules.',
        nl: 'Geschikt voor de meeste voertuigen.',
        es: 'Compatible con la mayoría de los vehículos.',
        de: 'Passend für die meisten Fahrzeuge.',
        it: 'Compatibile con la maggior parte dei veicoli.',
        pt: 'Compatível com a maioria dos veículos.',
      },
    ],
  },
  toys: {
    qualities: ['fun', 'safety', 'durability', 'simplicity'],
    sentences: [
      {
        fr: 'Conforme aux normes européennes de sécurité des jouets.',
        nl: 'Voldoet aan de Europese veiligheidsnormen voor speelgoed.',
        es: 'Cumple las normas europeas de seguridad de juguetes.',
        de: 'Entspricht den europäischen Sicherheitsnormen für Spielzeug.',
        it: 'Conforme alle norme europee sulla sicurezza dei giocattoli.',
        pt: 'Cumpre as normas europeias de segurança dos brinquedos.',
      },
      {
        fr: 'Des heures de jeu pour les enfants dès 3 ans.',
        nl: 'Urenlang speelplezier voor kinderen vanaf 3 jaar.',
        es: 'Horas de juego para niños a partir de 3 años.',
        de: 'Stundenlanger Spielspaß für Kinder ab 3 Jahren.',
        it: 'Ore di gioco per bambini dai 3 anni in su.',
        pt: 'Horas de brincadeira para crianças a partir dos 3 anos.',
      },
    ],
  },
} satisfies Record<string, TextGroup>;
