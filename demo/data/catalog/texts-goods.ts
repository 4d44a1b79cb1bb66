/** Description sentences and praised qualities: shoes, clothing, bags, watches, kitchen, food. */
import type { TextGroup } from './sentences';

export const goodsTexts = {
  shoes: {
    qualities: ['comfort', 'lightness', 'durability', 'style', 'grip'],
    sentences: [
      {
        fr: 'Une semelle amortie pour marcher toute la journée sans fatigue.',
        nl: 'Een verende zool om de hele dag zonder vermoeidheid te wandelen.',
        es: 'Una suela amortiguada para caminar todo el día sin cansancio.',
        de: 'Eine gedämpfte Sohle für ermüdungsfreies Gehen den ganzen Tag.',
        it: 'Una suola ammortizzata per camminare tutto il giorno senza fatica.',
        pt: 'Uma sola amortecida para caminhar o dia todo sem cansaço.',
      },
      {
        fr: 'Des matériaux respirants et des finitions soignées.',
        nl: 'Ademende materialen en een zorgvuldige afwerking.',
        es: 'Materiales transpirables y acabados cuidados.',
        de: 'Atmungsaktive Materialien und sorgfältige Verarbeitung.',
        it: 'Materiali traspiranti e finiture curate.',
        pt: 'Materiais respiráveis e acabamentos cuidados.',
      },
    ],
  },
  clothing: {
    qualities: ['comfort', 'style', 'softness', 'warmth', 'durability'],
    sentences: [
      {
        fr: 'Une coupe moderne et un tissu agréable à porter.',
        nl: 'Een moderne pasvorm en een stof die prettig draagt.',
        es: 'Un corte moderno y un tejido agradable de llevar.',
        de: 'Moderner Schnitt und ein angenehm zu tragender Stoff.',
        it: 'Un taglio moderno e un tessuto piacevole da indossare.',
        pt: 'Um corte moderno e um tecido agradável de usar.',
      },
      {
        fr: 'Lavable en machine à 30 °C.',
        nl: 'Wasbaar in de machine op 30 °C.',
        es: 'Lavable a máquina a 30 °C.',
        de: 'Maschinenwaschbar bei 30 °C.',
        it: 'Lavabile in lavatrice a 30 °C.',
        pt: 'Lavável na máquina a 30 °C.',
      },
    ],
  },
  bags: {
    qualities: ['style', 'durability', 'practicality', 'lightness'],
    sentences: [
      {
        fr: 'Des compartiments bien pensés pour garder vos affaires en ordre.',
        nl: 'Doordachte vakken om je spullen netjes te ordenen.',
        es: 'Compartimentos bien pensados para mantener tus cosas en orden.',
        de: 'Durchdachte Fächer halten Ihre Sachen in Ordnung.',
        it: 'Scomparti ben studiati per tenere in ordine le tue cose.',
        pt: 'Compartimentos bem pensados para manter tudo arrumado.',
      },
      {
        fr: 'Coutures renforcées et fermetures éclair robustes.',
        nl: 'Versterkte naden en stevige ritsen.',
        es: 'Costuras reforzadas y cremalleras resistentes.',
        de: 'Verstärkte Nähte und robuste Reißverschlüsse.',
        it: 'Cuciture rinforzate e cerniere robuste.',
        pt: 'Costuras reforçadas e fechos resistentes.',
      },
    ],
  },
  watches: {
    qualities: ['precision', 'elegance', 'robustness', 'style'],
    sentences: [
      {
        fr: 'Mouvement précis et verre résistant aux rayures.',
        nl: 'Nauwkeurig uurwerk en krasbestendig glas.',
        es: 'Movimiento preciso y cristal resistente a los arañazos.',
        de: 'Präzises Uhrwerk und kratzfestes Glas.',
        it: 'Movimento preciso e vetro antigraffio.',
        pt: 'Movimento preciso e vidro resistente a riscos.',
      },
      {
        fr: 'Étanche jusqu’à 50 mètres, garantie deux ans.',
        nl: 'Waterdicht tot 50 meter, twee jaar garantie.',
        es: 'Resistente al agua hasta 50 metros, dos años de garantía.',
        de: 'Wasserdicht bis 50 Meter, zwei Jahre Garantie.',
        it: 'Impermeabile fino a 50 metri, due anni di garanzia.',
        pt: 'Resistente à água até 50 metros, dois anos de garantia.',
      },
    ],
  },
  kitchen: {
    qualities: ['durability', 'practicality', 'simplicity', 'elegance'],
    sentences: [
      {
        fr: 'Compatible lave-vaisselle et facile à entretenir.',
        nl: 'Vaatwasserbestendig en makkelijk te onderhouden.',
        es: 'Apto para lavavajillas y fácil de mantener.',
        de: 'Spülmaschinenfest und pflegeleicht.',
        it: 'Lavabile in lavastoviglie e facile da pulire.',
        pt: 'Pode ir à máquina de lavar loiça e é fácil de limpar.',
      },
      {
        fr: 'Un design sobre qui s’accorde avec chaque cuisine.',
        nl: 'Een sober ontwerp dat in elke keuken past.',
        es: 'Un diseño sobrio que combina con cualquier cocina.',
        de: 'Ein schlichtes Design, das zu jeder Küche passt.',
        it: 'Un design sobrio che si abbina a ogni cucina.',
        pt: 'Um design sóbrio que combina com qualquer cozinha.',
      },
    ],
  },
  food: {
    qualities: ['flavour', 'freshness', 'simplicity'],
    sentences: [
      {
        fr: 'Une sélection soignée auprès de petits producteurs.',
        nl: 'Een zorgvuldige selectie van kleine producenten.',
        es: 'Una cuidada selección de pequeños productores.',
        de: 'Eine sorgfältige Auswahl kleiner Erzeuger.',
        it: 'Una selezione accurata di piccoli produttori.',
        pt: 'Uma seleção cuidada de pequenos produtores.',
      },
      {
        fr: 'À conserver au sec, à l’abri de la lumière.',
        nl: 'Droog en donker bewaren.',
        es: 'Conservar en un lugar seco y protegido de la luz.',
        de: 'Trocken und lichtgeschützt lagern.',
        it: 'Conservare in luogo asciutto, al riparo dalla luce.',
        pt: 'Conservar em local seco e ao abrigo da luz.',
      },
    ],
  },
} satisfies Record<string, TextGroup>;
