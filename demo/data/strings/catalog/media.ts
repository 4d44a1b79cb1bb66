/**
 * Catalog strings of the product page's media widgets (issue 5), in the six cultures; merged
 * into each culture's Catalog group. Reused elsewhere: Core.Share, Core.ShareOn, Core.CopyLink,
 * Core.LinkCopied, Catalog.Zoom, Catalog.Gallery, Catalog.Thumbnail, Catalog.RotateView,
 * Catalog.PauseRotation, Catalog.PlayRotation, Catalog.AssociatedProducts.
 */
import type { Culture } from '../../catalog/types';

export const mediaStrings: Record<Culture, Record<string, string>> = {
  fr: {
    PhotoAlt: '{{name}}, vue {{index}} sur {{count}}',
    PhotoCounter: 'Photo {{index}} sur {{count}}',
    PhotosOf: 'Photos : {{name}}',
    PreviousPhoto: 'Photo précédente',
    NextPhoto: 'Photo suivante',
    ImageUnavailable: 'Image indisponible',
    SpinOf: 'Vue à 360° : {{name}}',
    SpinFrame: 'Vue {{index}} sur {{count}}',
    SpinHelp:
      'Faites glisser l’image ou utilisez les flèches gauche et droite pour faire tourner le produit.',
    SpinUnavailable: 'La vue à 360° n’a pas pu être chargée.',
    ShareProduct: 'Partager ce produit',
    ShareByEmail: 'Envoyer par e-mail',
    CopyLinkFailed: 'Le lien n’a pas pu être copié. Copiez l’adresse dans la barre du navigateur.',
  },
  nl: {
    PhotoAlt: '{{name}}, aanzicht {{index}} van {{count}}',
    PhotoCounter: 'Foto {{index}} van {{count}}',
    PhotosOf: 'Foto’s: {{name}}',
    PreviousPhoto: 'Vorige foto',
    NextPhoto: 'Volgende foto',
    ImageUnavailable: 'Afbeelding niet beschikbaar',
    SpinOf: '360°-weergave: {{name}}',
    SpinFrame: 'Aanzicht {{index}} van {{count}}',
    SpinHelp:
      'Sleep de afbeelding of gebruik de pijltjes links en rechts om het product te draaien.',
    SpinUnavailable: 'De 360°-weergave kon niet worden geladen.',
    ShareProduct: 'Dit product delen',
    ShareByEmail: 'Versturen per e-mail',
    CopyLinkFailed: 'De link kon niet worden gekopieerd. Kopieer het adres uit de adresbalk.',
  },
  es: {
    PhotoAlt: '{{name}}, vista {{index}} de {{count}}',
    PhotoCounter: 'Foto {{index}} de {{count}}',
    PhotosOf: 'Fotos: {{name}}',
    PreviousPhoto: 'Foto anterior',
    NextPhoto: 'Foto siguiente',
    ImageUnavailable: 'Imagen no disponible',
    SpinOf: 'Vista 360°: {{name}}',
    SpinFrame: 'Vista {{index}} de {{count}}',
    SpinHelp: 'Arrastre la imagen o use las flechas izquierda y derecha para girar el producto.',
    SpinUnavailable: 'No se ha podido cargar la vista 360°.',
    ShareProduct: 'Compartir este producto',
    ShareByEmail: 'Enviar por correo electrónico',
    CopyLinkFailed:
      'No se ha podido copiar el enlace. Copie la dirección desde la barra del navegador.',
  },
  de: {
    PhotoAlt: '{{name}}, Ansicht {{index}} von {{count}}',
    PhotoCounter: 'Foto {{index}} von {{count}}',
    PhotosOf: 'Fotos: {{name}}',
    PreviousPhoto: 'Vorheriges Foto',
    NextPhoto: 'Nächstes Foto',
    ImageUnavailable: 'Bild nicht verfügbar',
    SpinOf: '360°-Ansicht: {{name}}',
    SpinFrame: 'Ansicht {{index}} von {{count}}',
    SpinHelp:
      'Ziehen Sie das Bild oder drehen Sie das Produkt mit den Pfeiltasten links und rechts.',
    SpinUnavailable: 'Die 360°-Ansicht konnte nicht geladen werden.',
    ShareProduct: 'Dieses Produkt teilen',
    ShareByEmail: 'Per E-Mail senden',
    CopyLinkFailed:
      'Der Link konnte nicht kopiert werden. Kopieren Sie die Adresse aus der Adressleiste.',
  },
  it: {
    PhotoAlt: '{{name}}, vista {{index}} di {{count}}',
    PhotoCounter: 'Foto {{index}} di {{count}}',
    PhotosOf: 'Foto: {{name}}',
    PreviousPhoto: 'Foto precedente',
    NextPhoto: 'Foto successiva',
    ImageUnavailable: 'Immagine non disponibile',
    SpinOf: 'Vista a 360°: {{name}}',
    SpinFrame: 'Vista {{index}} di {{count}}',
    SpinHelp: 'Trascini l’immagine o usi le frecce sinistra e destra per ruotare il prodotto.',
    SpinUnavailable: 'Non è stato possibile caricare la vista a 360°.',
    ShareProduct: 'Condividi questo prodotto',
    ShareByEmail: 'Invia per e-mail',
    CopyLinkFailed:
      'Non è stato possibile copiare il link. Copi l’indirizzo dalla barra del browser.',
  },
  pt: {
    PhotoAlt: '{{name}}, vista {{index}} de {{count}}',
    PhotoCounter: 'Fotografia {{index}} de {{count}}',
    PhotosOf: 'Fotografias: {{name}}',
    PreviousPhoto: 'Fotografia anterior',
    NextPhoto: 'Fotografia seguinte',
    ImageUnavailable: 'Imagem indisponível',
    SpinOf: 'Vista 360°: {{name}}',
    SpinFrame: 'Vista {{index}} de {{count}}',
    SpinHelp: 'Arraste a imagem ou utilize as setas esquerda e direita para rodar o produto.',
    SpinUnavailable: 'Não foi possível carregar a vista 360°.',
    ShareProduct: 'Partilhar este produto',
    ShareByEmail: 'Enviar por e-mail',
    CopyLinkFailed:
      'Não foi possível copiar a ligação. Copie o endereço a partir da barra do navegador.',
  },
};
