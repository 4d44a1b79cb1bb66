import type { FamilyStrings } from '../../../shared/strings';

/** What the wishlist family says in Dutch. */
export const nl: FamilyStrings = {
  resources: {
    Catalog: {
      Wishlist: 'Verlanglijst',
      WishlistCount_one: '{{count}} product op uw verlanglijst',
      WishlistCount_other: '{{count}} producten op uw verlanglijst',
      WishlistLabel: 'Mijn verlanglijst bekijken',
      MyWishlists: 'Mijn lijsten',
      AddToWishlist: 'Op mijn verlanglijst zetten',
      RemoveFromList: 'Van de lijst verwijderen',
      OrderAllProducts: 'Hele lijst in winkelmandje',
      DeleteList: 'Lijst verwijderen',
      RenameList: 'Lijst hernoemen',
      ListDescription: 'Omschrijving van de lijst',
      ChooseList: 'Kies een lijst',
      CreateList: 'Nieuwe lijst aanmaken',
      ListName: 'Naam van de lijst',
      DesiredQuantity: 'Gewenst aantal',
      AlreadyInList: 'Dit product staat al op deze lijst.',
      BirthList: 'Geboortelijst',
      AddToBirthList: 'Op mijn geboortelijst zetten',
      AlreadyInListQuantity_one: 'Staat al op deze lijst (gewenst aantal: {{count}}).',
      AlreadyInListQuantity_other: 'Staat al op deze lijst (gewenst aantal: {{count}}).',
      UpdateDesiredQuantity: 'Gewenst aantal wijzigen',
      WishlistAdded: 'Het product is toegevoegd aan de lijst ‘{{name}}’.',
      WishlistCreatedAndAdded:
        'De lijst ‘{{name}}’ is aangemaakt en het ' + 'product is eraan toegevoegd.',
      WishlistNameRequired: 'Geef uw nieuwe lijst een naam.',
      WishlistQuantityInvalid: 'Het gewenste aantal moet een geheel getal groter dan nul zijn.',
      WishlistQuantityUpdated: 'Het gewenste aantal is nu {{count}}.',
      WishlistUnknownList: 'Deze lijst bestaat niet meer. Kies een andere lijst.',
      WishlistUnknownProduct: 'Dit product bestaat niet.',
    },
  },
  pages: {},
};
