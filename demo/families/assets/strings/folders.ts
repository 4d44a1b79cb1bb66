/**
 * The `AssetFolders` string resources: the folder tree (issue 14), in the six cultures. The
 * tree's name is `AssetsLibrary.Folders` (demo/shared/strings).
 */
import type { Culture } from '../../../shared/culture';
import type { StringResources } from '../../../shared/strings';

export const folders: Record<Culture, StringResources> = {
  fr: {
    AssetFolders: {
      Loading: 'Chargement des dossiers…',
      TreeFailed: 'Les dossiers n’ont pas pu être chargés.',
      ListLoading: 'Chargement du dossier « {{name}} »…',
      ListLoaded: 'Dossier « {{name}} » affiché.',
      ListFailed:
        'Le contenu de ce dossier n’a pas pu être chargé. Choisissez-le à nouveau pour réessayer.',
    },
  },
  nl: {
    AssetFolders: {
      Loading: 'Mappen worden geladen…',
      TreeFailed: 'De mappen konden niet worden geladen.',
      ListLoading: 'Map ‘{{name}}’ wordt geladen…',
      ListLoaded: 'Map ‘{{name}}’ wordt getoond.',
      ListFailed:
        'De inhoud van deze map kon niet worden geladen. Kies de map opnieuw om het nog eens te proberen.',
    },
  },
  es: {
    AssetFolders: {
      Loading: 'Cargando las carpetas…',
      TreeFailed: 'No se han podido cargar las carpetas.',
      ListLoading: 'Cargando la carpeta «{{name}}»…',
      ListLoaded: 'Se muestra la carpeta «{{name}}».',
      ListFailed:
        'No se ha podido cargar el contenido de esta carpeta. Vuelva a elegirla para intentarlo de nuevo.',
    },
  },
  de: {
    AssetFolders: {
      Loading: 'Ordner werden geladen…',
      TreeFailed: 'Die Ordner konnten nicht geladen werden.',
      ListLoading: 'Ordner „{{name}}“ wird geladen…',
      ListLoaded: 'Ordner „{{name}}“ wird angezeigt.',
      ListFailed:
        'Der Inhalt dieses Ordners konnte nicht geladen werden. Wählen Sie ihn erneut, um es noch einmal zu versuchen.',
    },
  },
  it: {
    AssetFolders: {
      Loading: 'Caricamento delle cartelle…',
      TreeFailed: 'Non è stato possibile caricare le cartelle.',
      ListLoading: 'Caricamento della cartella «{{name}}»…',
      ListLoaded: 'Cartella «{{name}}» visualizzata.',
      ListFailed:
        'Non è stato possibile caricare il contenuto di questa cartella. Sceglila di nuovo per riprovare.',
    },
  },
  pt: {
    AssetFolders: {
      Loading: 'A carregar as pastas…',
      TreeFailed: 'Não foi possível carregar as pastas.',
      ListLoading: 'A carregar a pasta «{{name}}»…',
      ListLoaded: 'Pasta «{{name}}» apresentada.',
      ListFailed:
        'Não foi possível carregar o conteúdo desta pasta. Escolha-a novamente para tentar outra vez.',
    },
  },
};
