import type { FamilyStrings } from '../../../shared/strings';

/** What the wishlist family says in Spanish. */
export const es: FamilyStrings = {
  resources: {
    Catalog: {
      Wishlist: 'Lista de deseos',
      WishlistCount_one: '{{count}} producto en su lista de deseos',
      WishlistCount_other: '{{count}} productos en su lista de deseos',
      WishlistLabel: 'Ver mi lista de deseos',
      MyWishlists: 'Mis listas',
      AddToWishlist: 'Añadir a mi lista de deseos',
      RemoveFromList: 'Quitar de la lista',
      OrderAllProducts: 'Añadir toda la lista a la cesta',
      DeleteList: 'Eliminar la lista',
      RenameList: 'Cambiar el nombre de la lista',
      ListDescription: 'Descripción de la lista',
      ChooseList: 'Elija una lista',
      CreateList: 'Crear una lista nueva',
      ListName: 'Nombre de la lista',
      DesiredQuantity: 'Cantidad deseada',
      AlreadyInList: 'Este producto ya está en esta lista.',
      BirthList: 'Lista de nacimiento',
      AddToBirthList: 'Añadir a mi lista de nacimiento',
      AlreadyInListQuantity_one: 'Ya está en esta lista (cantidad deseada: {{count}}).',
      AlreadyInListQuantity_other: 'Ya está en esta lista (cantidad deseada: {{count}}).',
      UpdateDesiredQuantity: 'Cambiar la cantidad deseada',
      WishlistAdded: 'El producto se ha añadido a la lista «{{name}}».',
      WishlistCreatedAndAdded: 'Se ha creado la lista «{{name}}» y se ha añadido el producto.',
      WishlistNameRequired: 'Dé un nombre a su nueva lista.',
      WishlistQuantityInvalid: 'La cantidad deseada debe ser un número entero mayor que cero.',
      WishlistQuantityUpdated: 'La cantidad deseada es ahora {{count}}.',
      WishlistUnknownList: 'Esta lista ya no existe. Elija otra.',
      WishlistUnknownProduct: 'Este producto no existe.',
    },
  },
  pages: {},
};
