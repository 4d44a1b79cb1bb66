/**
 * What the order page's actions say (issue 13; spec 001 §4, §8): the delivery address change
 * dialog and ordering again, per culture: part of the Sales group (merged by index.ts).
 */
import type { Culture } from '../../../shared/culture';

export const actions: Record<Culture, Record<string, string>> = {
  fr: {
    OrdersDeliveryIntro: 'Indiquez l’adresse où livrer la commande {{number}}.',
    OrdersCountry: 'Pays',
    OrdersSendRequest: 'Envoyer la demande',
    OrdersRequired: 'Ce champ est obligatoire.',
    OrdersDeliveryChangeSaved:
      'Votre demande de changement d’adresse de livraison a bien été envoyée.',
    OrdersDeliveryChangeAlready:
      'Un changement d’adresse de livraison est déjà en cours pour cette commande.',
    OrdersDeliveryChangeTooLate:
      'Cette commande est déjà partie : son adresse de livraison ne peut plus changer.',
    OrdersDeliveryChangeIncomplete: 'L’adresse envoyée est incomplète.',
    OrdersDeliveryChangePending:
      'Un changement d’adresse de livraison est en cours pour cette commande.',
    OrdersReorderDone: 'Les articles de la commande ont été ajoutés à votre panier.',
    OrdersReorderNone: 'Aucun article de cette commande n’a pu être ajouté à votre panier.',
    OrdersReorderSome: 'Les autres articles ont été ajoutés à votre panier.',
    OrdersNotAdded: '{{name}} n’a pas été ajouté : {{reason}}',
    OrdersSeeBasket: 'Voir mon panier',
    OrdersAdding: 'Ajout au panier…',
  },
  nl: {
    OrdersDeliveryIntro: 'Geef het adres op waar bestelling {{number}} geleverd moet worden.',
    OrdersCountry: 'Land',
    OrdersSendRequest: 'Aanvraag versturen',
    OrdersRequired: 'Dit veld is verplicht.',
    OrdersDeliveryChangeSaved: 'Uw aanvraag om het leveringsadres te wijzigen is verstuurd.',
    OrdersDeliveryChangeAlready:
      'Voor deze bestelling loopt al een wijziging van het leveringsadres.',
    OrdersDeliveryChangeTooLate:
      'Deze bestelling is al vertrokken: het leveringsadres kan niet meer wijzigen.',
    OrdersDeliveryChangeIncomplete: 'Het verstuurde adres is onvolledig.',
    OrdersDeliveryChangePending: 'Voor deze bestelling loopt een wijziging van het leveringsadres.',
    OrdersReorderDone: 'De artikelen van de bestelling zijn aan uw winkelmandje toegevoegd.',
    OrdersReorderNone:
      'Geen enkel artikel van deze bestelling kon aan uw winkelmandje worden toegevoegd.',
    OrdersReorderSome: 'De andere artikelen zijn aan uw winkelmandje toegevoegd.',
    OrdersNotAdded: '{{name}} is niet toegevoegd: {{reason}}',
    OrdersSeeBasket: 'Naar mijn winkelmandje',
    OrdersAdding: 'Toevoegen aan winkelmandje…',
  },
  es: {
    OrdersDeliveryIntro: 'Indique la dirección a la que enviar el pedido {{number}}.',
    OrdersCountry: 'País',
    OrdersSendRequest: 'Enviar la solicitud',
    OrdersRequired: 'Este campo es obligatorio.',
    OrdersDeliveryChangeSaved: 'Su solicitud de cambio de la dirección de entrega se ha enviado.',
    OrdersDeliveryChangeAlready:
      'Ya hay un cambio de dirección de entrega en curso para este pedido.',
    OrdersDeliveryChangeTooLate:
      'Este pedido ya ha salido: su dirección de entrega ya no puede cambiar.',
    OrdersDeliveryChangeIncomplete: 'La dirección enviada está incompleta.',
    OrdersDeliveryChangePending: 'Hay un cambio de dirección de entrega en curso para este pedido.',
    OrdersReorderDone: 'Los artículos del pedido se han añadido a su cesta.',
    OrdersReorderNone: 'No se ha podido añadir ningún artículo de este pedido a su cesta.',
    OrdersReorderSome: 'Los demás artículos se han añadido a su cesta.',
    OrdersNotAdded: '{{name}} no se ha añadido: {{reason}}',
    OrdersSeeBasket: 'Ver mi cesta',
    OrdersAdding: 'Añadiendo a la cesta…',
  },
  de: {
    OrdersDeliveryIntro:
      'Geben Sie die Adresse an, an die Bestellung {{number}} geliefert werden soll.',
    OrdersCountry: 'Land',
    OrdersSendRequest: 'Anfrage senden',
    OrdersRequired: 'Dieses Feld ist ein Pflichtfeld.',
    OrdersDeliveryChangeSaved: 'Ihre Anfrage zur Änderung der Lieferadresse wurde gesendet.',
    OrdersDeliveryChangeAlready:
      'Für diese Bestellung läuft bereits eine Änderung der Lieferadresse.',
    OrdersDeliveryChangeTooLate:
      'Diese Bestellung ist bereits unterwegs: Ihre Lieferadresse kann nicht mehr geändert werden.',
    OrdersDeliveryChangeIncomplete: 'Die gesendete Adresse ist unvollständig.',
    OrdersDeliveryChangePending: 'Für diese Bestellung läuft eine Änderung der Lieferadresse.',
    OrdersReorderDone: 'Die Artikel der Bestellung wurden in Ihren Warenkorb gelegt.',
    OrdersReorderNone: 'Kein Artikel dieser Bestellung konnte in Ihren Warenkorb gelegt werden.',
    OrdersReorderSome: 'Die anderen Artikel wurden in Ihren Warenkorb gelegt.',
    OrdersNotAdded: '{{name}} wurde nicht hinzugefügt: {{reason}}',
    OrdersSeeBasket: 'Zum Warenkorb',
    OrdersAdding: 'Wird in den Warenkorb gelegt…',
  },
  it: {
    OrdersDeliveryIntro: 'Indichi l’indirizzo a cui consegnare l’ordine {{number}}.',
    OrdersCountry: 'Paese',
    OrdersSendRequest: 'Invia la richiesta',
    OrdersRequired: 'Questo campo è obbligatorio.',
    OrdersDeliveryChangeSaved:
      'La sua richiesta di modifica dell’indirizzo di consegna è stata inviata.',
    OrdersDeliveryChangeAlready:
      'Per questo ordine è già in corso una modifica dell’indirizzo di consegna.',
    OrdersDeliveryChangeTooLate:
      'Questo ordine è già partito: il suo indirizzo di consegna non può più cambiare.',
    OrdersDeliveryChangeIncomplete: 'L’indirizzo inviato è incompleto.',
    OrdersDeliveryChangePending:
      'Per questo ordine è in corso una modifica dell’indirizzo di consegna.',
    OrdersReorderDone: 'Gli articoli dell’ordine sono stati aggiunti al carrello.',
    OrdersReorderNone: 'Nessun articolo di questo ordine è stato aggiunto al carrello.',
    OrdersReorderSome: 'Gli altri articoli sono stati aggiunti al carrello.',
    OrdersNotAdded: '{{name}} non è stato aggiunto: {{reason}}',
    OrdersSeeBasket: 'Vai al carrello',
    OrdersAdding: 'Aggiunta al carrello…',
  },
  pt: {
    OrdersDeliveryIntro: 'Indique a morada para onde entregar a encomenda {{number}}.',
    OrdersCountry: 'País',
    OrdersSendRequest: 'Enviar o pedido',
    OrdersRequired: 'Este campo é obrigatório.',
    OrdersDeliveryChangeSaved: 'O seu pedido de alteração da morada de entrega foi enviado.',
    OrdersDeliveryChangeAlready:
      'Já está em curso uma alteração da morada de entrega desta encomenda.',
    OrdersDeliveryChangeTooLate:
      'Esta encomenda já foi expedida: a morada de entrega já não pode mudar.',
    OrdersDeliveryChangeIncomplete: 'A morada enviada está incompleta.',
    OrdersDeliveryChangePending:
      'Está em curso uma alteração da morada de entrega desta encomenda.',
    OrdersReorderDone: 'Os artigos da encomenda foram adicionados ao seu carrinho.',
    OrdersReorderNone: 'Nenhum artigo desta encomenda pôde ser adicionado ao seu carrinho.',
    OrdersReorderSome: 'Os outros artigos foram adicionados ao seu carrinho.',
    OrdersNotAdded: '{{name}} não foi adicionado: {{reason}}',
    OrdersSeeBasket: 'Ver o meu carrinho',
    OrdersAdding: 'A adicionar ao carrinho…',
  },
};
