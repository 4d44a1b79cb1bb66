import type { FamilyStrings } from '../../../shared/strings';

/**
 * What the wishlist family says in French (the reference culture: every other one has exactly the
 * same keys).
 */
export const fr: FamilyStrings = {
  resources: {
    Catalog: {
      Wishlist: 'Liste d’envies',
      WishlistCount_one: '{{count}} produit dans votre liste d’envies',
      WishlistCount_other: '{{count}} produits dans votre liste d’envies',
      WishlistLabel: 'Voir ma liste d’envies',
      MyWishlists: 'Mes listes',
      AddToWishlist: 'Ajouter à ma liste d’envies',
      RemoveFromList: 'Retirer de la liste',
      OrderAllProducts: 'Ajouter toute la liste au panier',
      DeleteList: 'Supprimer la liste',
      RenameList: 'Renommer la liste',
      ListDescription: 'Description de la liste',
      ChooseList: 'Choisissez une liste',
      CreateList: 'Créer une nouvelle liste',
      ListName: 'Nom de la liste',
      DesiredQuantity: 'Quantité souhaitée',
      AlreadyInList: 'Ce produit figure déjà dans cette liste.',
      BirthList: 'Liste de naissance',
      AddToBirthList: 'Ajouter à ma liste de naissance',
      AlreadyInListQuantity_one: 'Déjà dans cette liste (quantité souhaitée : {{count}}).',
      AlreadyInListQuantity_other: 'Déjà dans cette liste (quantité souhaitée : {{count}}).',
      UpdateDesiredQuantity: 'Modifier la quantité souhaitée',
      WishlistAdded: 'Le produit a été ajouté à la liste « {{name}} ».',
      WishlistCreatedAndAdded: 'La liste « {{name}} » a été créée et le produit y a été ajouté.',
      WishlistNameRequired: 'Veuillez donner un nom à votre nouvelle liste.',
      WishlistQuantityInvalid: 'La quantité souhaitée doit être un nombre entier supérieur à zéro.',
      WishlistQuantityUpdated: 'La quantité souhaitée est maintenant de {{count}}.',
      WishlistUnknownList: 'Cette liste est introuvable. Veuillez en choisir une autre.',
      WishlistUnknownProduct: 'Ce produit est introuvable.',
    },
  },
  pages: {},
};
