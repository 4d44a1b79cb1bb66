import type { FamilyStrings } from '../../../shared/strings';

/** What the wishlist family says in Portuguese. */
export const pt: FamilyStrings = {
  resources: {
    Catalog: {
      Wishlist: 'Lista de desejos',
      WishlistCount_one: '{{count}} produto na sua lista de desejos',
      WishlistCount_other: '{{count}} produtos na sua lista de desejos',
      WishlistLabel: 'Ver a minha lista de desejos',
      MyWishlists: 'As minhas listas',
      AddToWishlist: 'Adicionar à lista de desejos',
      RemoveFromList: 'Retirar da lista',
      OrderAllProducts: 'Adicionar toda a lista ao carrinho',
      DeleteList: 'Eliminar a lista',
      RenameList: 'Mudar o nome da lista',
      ListDescription: 'Descrição da lista',
      ChooseList: 'Escolha uma lista',
      CreateList: 'Criar uma nova lista',
      ListName: 'Nome da lista',
      DesiredQuantity: 'Quantidade pretendida',
      AlreadyInList: 'Este produto já se encontra nesta lista.',
      BirthList: 'Lista de nascimento',
      AddToBirthList: 'Adicionar à lista de nascimento',
      AlreadyInListQuantity_one: 'Já está nesta lista (quantidade pretendida: {{count}}).',
      AlreadyInListQuantity_other: 'Já está nesta lista (quantidade pretendida: {{count}}).',
      UpdateDesiredQuantity: 'Alterar a quantidade pretendida',
      WishlistAdded: 'O produto foi adicionado à lista «{{name}}».',
      WishlistCreatedAndAdded: 'A lista «{{name}}» foi criada e o produto foi-lhe adicionado.',
      WishlistNameRequired: 'Dê um nome à sua nova lista.',
      WishlistQuantityInvalid:
        'A quantidade pretendida deve ser um número ' + 'inteiro maior do que zero.',
      WishlistQuantityUpdated: 'A quantidade pretendida é agora {{count}}.',
      WishlistUnknownList: 'Esta lista já não existe. Escolha outra.',
      WishlistUnknownProduct: 'Este produto não existe.',
    },
  },
  pages: {},
};
