import type { FamilyStrings } from '../../../shared/strings';

/** What the wishlist family says in Italian. */
export const it: FamilyStrings = {
  resources: {
    Catalog: {
      Wishlist: 'Lista dei desideri',
      WishlistCount_one: '{{count}} prodotto nella Sua lista dei desideri',
      WishlistCount_other: '{{count}} prodotti nella Sua lista dei desideri',
      WishlistLabel: 'Vedi la mia lista dei desideri',
      MyWishlists: 'Le mie liste',
      AddToWishlist: 'Aggiungi alla lista dei desideri',
      RemoveFromList: 'Rimuovi dalla lista',
      OrderAllProducts: 'Aggiungi tutta la lista al carrello',
      DeleteList: 'Elimina la lista',
      RenameList: 'Rinomina la lista',
      ListDescription: 'Descrizione della lista',
      ChooseList: 'Scelga una lista',
      CreateList: 'Crea una nuova lista',
      ListName: 'Nome della lista',
      DesiredQuantity: 'Quantità desiderata',
      AlreadyInList: 'Questo prodotto è già presente nella lista.',
      BirthList: 'Lista nascita',
      AddToBirthList: 'Aggiungi alla lista nascita',
      AlreadyInListQuantity_one: 'Già presente nella lista (quantità desiderata: {{count}}).',
      AlreadyInListQuantity_other: 'Già presente nella lista (quantità desiderata: {{count}}).',
      UpdateDesiredQuantity: 'Modifica la quantità desiderata',
      WishlistAdded: 'Il prodotto è stato aggiunto alla lista «{{name}}».',
      WishlistCreatedAndAdded:
        'La lista «{{name}}» è stata creata e il ' + 'prodotto vi è stato aggiunto.',
      WishlistNameRequired: 'Dia un nome alla nuova lista.',
      WishlistQuantityInvalid:
        'La quantità desiderata deve essere un ' + 'numero intero maggiore di zero.',
      WishlistQuantityUpdated: 'La quantità desiderata è ora {{count}}.',
      WishlistUnknownList: 'Questa lista non esiste più. Ne scelga un’altra.',
      WishlistUnknownProduct: 'Questo prodotto non esiste.',
    },
  },
  pages: {},
};
