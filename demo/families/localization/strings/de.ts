import type { FamilyStrings } from '../../../shared/strings';

/** What the localization family says in German. */
export const de: FamilyStrings = {
  resources: {
    Currency: {
      Currency: 'Währung',
      ChangeCurrency: 'Währung wechseln',
      ConfirmChange:
        'Ihr Warenkorb enthält bereits Artikel. Wenn Sie die Währung wechseln, werden die ' +
        'Preise in die neue Währung umgerechnet. Möchten Sie fortfahren?',
      Force: 'Trotzdem wechseln',
      ChangeError: 'Die Währung konnte nicht gewechselt werden. Bitte versuchen Sie es erneut.',
      Country: 'Land',
      ChangeCountry: 'Land wechseln',
    },
  },
  pages: {},
};
