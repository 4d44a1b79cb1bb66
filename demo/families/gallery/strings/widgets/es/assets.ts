import type { WidgetText } from '../../types';

/** es: the asset library widgets, and each of their attributes (see ../es.ts). */
export const assets: Record<string, WidgetText> = {
  'asset-file': {
    summary:
      'El campo de archivos de un formulario del área de edición: los archivos guardados, la subida de archivos nuevos con su progreso (botón o arrastrar y soltar), el cambio de nombre y «quitar de esta lista» (el archivo sigue en la biblioteca). Lo elegido se guarda con el formulario.',
    attributes: {
      'data-uid': {
        description:
          'El identificador único del campo, usado en los nombres de los campos ocultos enviados con el formulario.',
        example: 'brochure',
      },
      'data-asset-id': {
        description:
          'Modo de un solo archivo: el número del archivo ya guardado (AssetId); una nueva subida lo sustituye.',
        example: '9001',
      },
      'data-assets': {
        description: 'Los números de los archivos ya guardados, separados por comas.',
        example: '9001,9002',
      },
      'data-accept': {
        description:
          'Los tipos aceptados, como en un campo de archivo: extensiones (.pdf) o tipos (image/*); vacío: todos.',
        example: '.pdf,.docx',
      },
      'data-multiple': {
        description:
          'true para conservar varios archivos; si no, uno solo, sustituido por el siguiente.',
        example: 'true',
      },
      'data-max-file-size': {
        description: 'El tamaño máximo de un archivo, en bytes; sin valor: sin límite.',
        example: '5000000',
      },
      'data-max-files': {
        description: 'El número máximo de archivos (con data-multiple); sin valor: sin límite.',
        example: '5',
      },
    },
  },
  'asset-image': {
    summary:
      'El campo de imágenes de un formulario del área de edición: las miniaturas de las imágenes guardadas, el envío de nuevas imágenes con su progreso (botón o arrastrar y soltar) y, si se indica un tamaño de recorte, la ventana de recorte (zoom con botones, desplazamiento con las flechas del teclado); una imagen cuadrada se puede girar. Lo elegido se guarda con el formulario.',
    attributes: {
      'data-uid': {
        description:
          'El identificador único del campo, usado en los nombres de los campos ocultos enviados con el formulario.',
        example: 'cover',
      },
      'data-asset-id': {
        description:
          'Modo de una sola imagen: el número de la imagen ya guardada (AssetId); un nuevo envío la sustituye.',
        example: '1005',
      },
      'data-assets': {
        description: 'Los números de las imágenes ya guardadas, separados por comas.',
        example: '1005,1003',
      },
      'data-accept': {
        description:
          'Los tipos de imagen aceptados, como en un campo de archivo; por defecto JPG, PNG, GIF y WebP.',
        example: '.jpg,.png',
      },
      'data-multiple': {
        description:
          'true para conservar varias imágenes; si no, una sola, sustituida por la siguiente.',
        example: 'true',
      },
      'data-max-file-size': {
        description: 'El tamaño máximo de una imagen, en bytes; sin valor: sin límite.',
        example: '8000000',
      },
      'data-max-files': {
        description: 'El número máximo de imágenes (con data-multiple); sin valor: sin límite.',
        example: '6',
      },
      'data-crop': {
        description:
          'Tamaño final «ancho,alto» en píxeles: una imagen mayor se recorta, una menor se rechaza.',
        example: '800,600',
      },
      'data-rotate': {
        description:
          'true para mostrar los botones que giran un cuarto de vuelta una imagen cuadrada.',
        example: 'true',
      },
    },
  },
  'multi-file': {
    summary:
      'El campo de varios archivos de un formulario del área de edición, limitado a los tipos de archivo elegidos: imágenes en miniatura, documentos con su icono y su nombre; envío de varios archivos a la vez con su progreso, cambio de nombre, «quitar de esta lista», y el orden, que se cambia arrastrando un archivo, con sus botones subir y bajar o con Alt + flechas. Se guarda el orden mostrado.',
    attributes: {
      'data-uid': {
        description:
          'El identificador único del campo, usado en los nombres de los campos ocultos enviados con el formulario.',
        example: 'produit-photos',
      },
      'data-assets': {
        description:
          'Los números de los archivos ya guardados (AssetId), separados por comas, en su orden.',
        example: '9001,9002',
      },
      'data-file-types': {
        description:
          'Los tipos permitidos: para cada tipo del servidor (Image, Document…), sus extensiones; cualquier otro archivo se rechaza.',
        example: '{"Image":".jpg,.png","Document":".pdf"}',
      },
      'data-accept': {
        description:
          'Opcional: los tipos aceptados, como en un campo de archivo, para limitar aún más los tipos de archivo permitidos.',
        example: '.jpg,.pdf',
      },
      'data-max-file-size': {
        description: 'El tamaño máximo de un archivo, en bytes; sin valor: sin límite.',
        example: '5000000',
      },
      'data-max-files': {
        description: 'El número máximo de archivos; sin valor: sin límite.',
        example: '8',
      },
    },
  },
  'folder-tree': {
    summary:
      'El árbol de carpetas de la biblioteca de archivos: cada carpeta se abre o se cierra (clic en la flecha, o las flechas derecha e izquierda del teclado); un clic en una carpeta, o Intro, muestra sus archivos en la zona indicada. Con el teclado: flechas arriba y abajo, Inicio y Fin, y la primera letra de un nombre para ir a él.',
    attributes: {
      'data-root-folder-id': {
        description:
          'Identificador de la carpeta donde empieza el árbol; «root» para la raíz de la biblioteca.',
        example: 'root',
      },
      'data-depth': {
        description:
          'Las carpetas cuyo nivel es menor o igual que este número se abren al cargar (1 por defecto).',
        example: '2',
      },
      'data-update': {
        description:
          'Id del elemento de la página donde se muestran los archivos de la carpeta elegida; sin él, aparecen debajo del árbol.',
        example: 'library-assets',
      },
    },
  },
};
