/**
 * The `AssetOrder` string resources: the multi-file widget and its ordering (issue 14), in the six cultures.
 */
import type { Culture } from '../../../shared/culture';
import type { StringResources } from '../../../shared/strings';

export const order: Record<Culture, StringResources> = {
  fr: {
    AssetOrder: {
      List: 'Fichiers, dans l’ordre affiché',
      Instructions:
        'Glissez un fichier pour changer l’ordre, ou utilisez ses boutons monter et descendre, ou Alt + flèches.',
      Empty: 'Aucun fichier pour l’instant.',
      Loading: 'Chargement des fichiers…',
      LoadFailed: 'Ce fichier n’a pas pu être chargé ; il reste dans la liste.',
      Add: 'Ajouter des fichiers',
      MaxFiles: 'Au plus {{count}} fichiers.',
      MoveUp: 'Monter {{name}}',
      MoveDown: 'Descendre {{name}}',
      Moved: '{{name}} déplacé en position {{position}} sur {{count}}.',
      Remove: 'Retirer {{name}} de cette liste',
      Removed: '{{name}} retiré de la liste.',
      NameOf: 'Nom affiché de {{name}}',
    },
  },
  nl: {
    AssetOrder: {
      List: 'Bestanden, in de getoonde volgorde',
      Instructions:
        'Sleep een bestand om de volgorde te wijzigen, of gebruik de knoppen omhoog en omlaag, of Alt + pijltjestoetsen.',
      Empty: 'Nog geen bestanden.',
      Loading: 'Bestanden worden geladen…',
      LoadFailed: 'Dit bestand kon niet worden geladen; het blijft in de lijst.',
      Add: 'Bestanden toevoegen',
      MaxFiles: 'Hoogstens {{count}} bestanden.',
      MoveUp: '{{name}} omhoog verplaatsen',
      MoveDown: '{{name}} omlaag verplaatsen',
      Moved: '{{name}} verplaatst naar positie {{position}} van {{count}}.',
      Remove: '{{name}} uit deze lijst verwijderen',
      Removed: '{{name}} uit de lijst verwijderd.',
      NameOf: 'Getoonde naam van {{name}}',
    },
  },
  es: {
    AssetOrder: {
      List: 'Archivos, en el orden mostrado',
      Instructions:
        'Arrastre un archivo para cambiar el orden, o use sus botones subir y bajar, o Alt + flechas.',
      Empty: 'Todavía no hay archivos.',
      Loading: 'Cargando los archivos…',
      LoadFailed: 'No se pudo cargar este archivo; sigue en la lista.',
      Add: 'Añadir archivos',
      MaxFiles: 'Como máximo {{count}} archivos.',
      MoveUp: 'Subir {{name}}',
      MoveDown: 'Bajar {{name}}',
      Moved: '{{name}} movido a la posición {{position}} de {{count}}.',
      Remove: 'Quitar {{name}} de esta lista',
      Removed: '{{name}} quitado de la lista.',
      NameOf: 'Nombre mostrado de {{name}}',
    },
  },
  de: {
    AssetOrder: {
      List: 'Dateien, in der angezeigten Reihenfolge',
      Instructions:
        'Ziehen Sie eine Datei, um die Reihenfolge zu ändern, oder verwenden Sie ihre Schaltflächen nach oben und nach unten oder Alt + Pfeiltasten.',
      Empty: 'Noch keine Dateien.',
      Loading: 'Dateien werden geladen…',
      LoadFailed: 'Diese Datei konnte nicht geladen werden; sie bleibt in der Liste.',
      Add: 'Dateien hinzufügen',
      MaxFiles: 'Höchstens {{count}} Dateien.',
      MoveUp: '{{name}} nach oben verschieben',
      MoveDown: '{{name}} nach unten verschieben',
      Moved: '{{name}} an Position {{position}} von {{count}} verschoben.',
      Remove: '{{name}} aus dieser Liste entfernen',
      Removed: '{{name}} aus der Liste entfernt.',
      NameOf: 'Angezeigter Name von {{name}}',
    },
  },
  it: {
    AssetOrder: {
      List: 'File, nell’ordine mostrato',
      Instructions:
        'Trascina un file per cambiare l’ordine, oppure usa i suoi pulsanti su e giù, oppure Alt + frecce.',
      Empty: 'Ancora nessun file.',
      Loading: 'Caricamento dei file…',
      LoadFailed: 'Impossibile caricare questo file; resta nell’elenco.',
      Add: 'Aggiungi file',
      MaxFiles: 'Al massimo {{count}} file.',
      MoveUp: 'Sposta su {{name}}',
      MoveDown: 'Sposta giù {{name}}',
      Moved: '{{name}} spostato in posizione {{position}} di {{count}}.',
      Remove: 'Togli {{name}} da questo elenco',
      Removed: '{{name}} tolto dall’elenco.',
      NameOf: 'Nome mostrato di {{name}}',
    },
  },
  pt: {
    AssetOrder: {
      List: 'Ficheiros, pela ordem mostrada',
      Instructions:
        'Arraste um ficheiro para mudar a ordem, ou use os seus botões subir e descer, ou Alt + setas.',
      Empty: 'Ainda não há ficheiros.',
      Loading: 'A carregar os ficheiros…',
      LoadFailed: 'Não foi possível carregar este ficheiro; continua na lista.',
      Add: 'Adicionar ficheiros',
      MaxFiles: 'No máximo {{count}} ficheiros.',
      MoveUp: 'Subir {{name}}',
      MoveDown: 'Descer {{name}}',
      Moved: '{{name}} movido para a posição {{position}} de {{count}}.',
      Remove: 'Retirar {{name}} desta lista',
      Removed: '{{name}} retirado da lista.',
      NameOf: 'Nome mostrado de {{name}}',
    },
  },
};
