import type { FamilyStrings } from '../../../shared/strings';

/** What the customer-references family says in Portuguese. */
export const pt: FamilyStrings = {
  resources: {
    Catalog: {
      CustomerRefUpdateError: 'Não foi possível guardar a sua referência. Tente novamente.',
      ReferenceSearchTitle: 'Pesquisa por referência',
      ReferenceSearchLabel: 'Pesquisar um produto pela sua referência',
      ReferenceSearchHint: 'Escreva pelo menos {{count}} caracteres, por exemplo CR-12345.',
      References: 'Referências',
      ReferenceCount_one: '{{count}} referência',
      ReferenceCount_other: '{{count}} referências',
      NoReferenceFound: 'Nenhuma referência corresponde ao que escreveu.',
      ReferenceSearchUnavailable:
        'A pesquisa por referência está temporariamente ' + 'indisponível. Tente novamente.',
      MoreResults: 'Mais resultados',
      CustomerReference: 'A sua referência',
      CustomerReferenceHint:
        'O seu próprio código para este produto, ' + 'para o encontrar mais depressa.',
      CustomerReferenceSaved: 'A sua referência foi guardada.',
      CustomerReferenceRemoved: 'A sua referência foi eliminada.',
      CustomerReferenceTooLong: 'A sua referência não pode ter mais de {{max}} caracteres.',
      CustomerReferenceSignIn: 'Inicie sessão para guardar a sua própria referência deste produto.',
    },
  },
  pages: {},
};
