import type { FamilyStrings } from '../../../shared/strings';
import type { HelpPages } from './types';

/** What the help family says in Dutch. */
export const nl: FamilyStrings<HelpPages> = {
  resources: {},
  pages: {
    faq: {
      title: 'Veelgestelde vragen',
      intro: 'De antwoorden op de vragen die onze klanten ons het vaakst stellen.',
      more: 'Vindt u uw antwoord niet?',
      contact: 'Neem contact met ons op',
      questions: [
        {
          question: 'Hoe lang duurt de levering?',
          answer:
            'Twee tot vier werkdagen in België, Frankrijk en Nederland; drie tot zes werkdagen elders in Europa.',
        },
        {
          question: 'Wat kost de levering?',
          answer:
            'Levering is gratis vanaf € 50. Daaronder kost ze € 4,95 aan huis en € 2,95 in een afhaalpunt.',
        },
        {
          question: 'Kan ik een artikel terugsturen?',
          answer:
            'Ja, binnen 30 dagen na levering, in de originele verpakking. Vraag de retour aan in uw account, bij Bestellingen.',
        },
        {
          question: 'Wanneer word ik terugbetaald?',
          answer:
            'Binnen vijf werkdagen na ontvangst van uw retour, op het betaalmiddel van de bestelling.',
        },
        {
          question: 'Welke betaalmiddelen aanvaardt u?',
          answer: 'Visa, Mastercard en American Express, Bancontact, iDEAL en overschrijving.',
        },
        {
          question: 'Kan ik mijn bestelling wijzigen?',
          answer:
            'Zolang ze niet is klaargemaakt, kunt u het leveradres in uw account wijzigen. Voor de rest neemt u contact met ons op.',
        },
        {
          question: 'Een artikel is uitverkocht: komt het terug?',
          answer:
            'Meestal wel. Vraag op de productpagina om een e-mail zodra het weer op voorraad is.',
        },
        {
          question: 'Moet ik een account aanmaken om te bestellen?',
          answer:
            'Nee, u kunt zonder account bestellen. Met een account volgt u uw bestellingen en bewaart u uw adressen.',
        },
        {
          question: 'Kan ik mijn bestelling in de winkel afhalen?',
          answer:
            'Ja, kies bij de levering voor afhalen in de winkel: gratis en binnen twee uur klaar.',
        },
      ],
    },
  },
};
