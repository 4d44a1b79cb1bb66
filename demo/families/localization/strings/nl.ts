import type { FamilyStrings } from '../../../shared/strings';

/** What the localization family says in Dutch. */
export const nl: FamilyStrings = {
  resources: {
    Currency: {
      Currency: 'Valuta',
      ChangeCurrency: 'Valuta wijzigen',
      ConfirmChange:
        'Uw winkelmandje bevat al artikelen. Als u van valuta wisselt, worden de prijzen ' +
        'omgerekend naar de nieuwe valuta. Wilt u doorgaan?',
      Force: 'Toch wijzigen',
      ChangeError: 'De valuta kon niet worden gewijzigd. Probeer het opnieuw.',
      Country: 'Land',
      ChangeCountry: 'Land wijzigen',
    },
  },
  pages: {},
};
