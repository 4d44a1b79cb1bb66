import type { FamilyStrings } from '../../../shared/strings';

/** What the wishlist family says in German. */
export const de: FamilyStrings = {
  resources: {
    Catalog: {
      Wishlist: 'Wunschliste',
      WishlistCount_one: '{{count}} Artikel auf Ihrer Wunschliste',
      WishlistCount_other: '{{count}} Artikel auf Ihrer Wunschliste',
      WishlistLabel: 'Meine Wunschliste anzeigen',
      MyWishlists: 'Meine Listen',
      AddToWishlist: 'Auf die Wunschliste',
      RemoveFromList: 'Von der Liste entfernen',
      OrderAllProducts: 'Ganze Liste in den Warenkorb',
      DeleteList: 'Liste löschen',
      RenameList: 'Liste umbenennen',
      ListDescription: 'Beschreibung der Liste',
      ChooseList: 'Liste auswählen',
      CreateList: 'Neue Liste anlegen',
      ListName: 'Name der Liste',
      DesiredQuantity: 'Gewünschte Menge',
      AlreadyInList: 'Dieser Artikel ist bereits auf dieser Liste.',
      BirthList: 'Geburtsliste',
      AddToBirthList: 'Auf die Geburtsliste',
      AlreadyInListQuantity_one: 'Bereits auf dieser Liste (gewünschte Menge: {{count}}).',
      AlreadyInListQuantity_other: 'Bereits auf dieser Liste (gewünschte Menge: {{count}}).',
      UpdateDesiredQuantity: 'Gewünschte Menge ändern',
      WishlistAdded: 'Der Artikel wurde der Liste „{{name}}“ hinzugefügt.',
      WishlistCreatedAndAdded:
        'Die Liste „{{name}}“ wurde angelegt und der ' + 'Artikel wurde ihr hinzugefügt.',
      WishlistNameRequired: 'Bitte geben Sie Ihrer neuen Liste einen Namen.',
      WishlistQuantityInvalid: 'Die gewünschte Menge muss eine ganze Zahl größer als null sein.',
      WishlistQuantityUpdated: 'Die gewünschte Menge beträgt jetzt {{count}}.',
      WishlistUnknownList: 'Diese Liste gibt es nicht mehr. Bitte wählen Sie eine andere.',
      WishlistUnknownProduct: 'Diesen Artikel gibt es nicht.',
    },
  },
  pages: {},
};
