/**
 * What the checkout says about the page and placing the order (issue 12), per culture: part of
 * the Checkout group, merged by index.ts. The confirmation's keys are in confirmation.ts.
 */
import type { Culture } from '../../../shared/culture';

export const orders: Record<Culture, Record<string, string>> = {
  fr: {
    Title: 'Commande',
    EmptyBasket: 'Votre panier est vide : il n’y a rien à commander.',
    PlaceOrder: 'Commander et payer',
    OrderAcceptTerms: 'J’accepte les conditions générales de vente.',
    OrderFormInvalid: 'Le formulaire contient des erreurs : corrigez les champs signalés.',
    OrderPlacing: 'Votre commande est en cours d’envoi…',
    OrderTotalChanged:
      'Le montant à payer a changé : il est maintenant de {{total}}. Vérifiez le récapitulatif, puis validez à nouveau.',
    OrderFailed: 'Votre commande n’a pas pu être passée. Rien n’est perdu : veuillez réessayer.',
    OrderPlacedCard: 'Commande {{number}} enregistrée : payez-la par carte ci-dessous.',
    OrderShippingMethodRequired: 'Veuillez choisir un mode de livraison.',
    OrderPickupPointRequired: 'Veuillez choisir un point de retrait.',
    OrderPaymentMethodRequired: 'Veuillez choisir un mode de paiement.',
    OrderAddressRequired: 'Veuillez choisir une adresse.',
    OrderNotOrderable: 'Un article de votre panier n’est plus disponible : retirez-le du panier.',
  },
  nl: {
    Title: 'Afrekenen',
    EmptyBasket: 'Uw winkelmandje is leeg: er is niets te bestellen.',
    PlaceOrder: 'Bestellen en betalen',
    OrderAcceptTerms: 'Ik ga akkoord met de algemene verkoopvoorwaarden.',
    OrderFormInvalid: 'Het formulier bevat fouten: verbeter de aangeduide velden.',
    OrderPlacing: 'Uw bestelling wordt verzonden…',
    OrderTotalChanged:
      'Het te betalen bedrag is gewijzigd: het is nu {{total}}. Controleer het overzicht en bevestig opnieuw.',
    OrderFailed:
      'Uw bestelling kon niet worden geplaatst. Er is niets verloren: probeer het opnieuw.',
    OrderPlacedCard: 'Bestelling {{number}} is geregistreerd: betaal ze hieronder met uw kaart.',
    OrderShippingMethodRequired: 'Kies een verzendwijze.',
    OrderPickupPointRequired: 'Kies een afhaalpunt.',
    OrderPaymentMethodRequired: 'Kies een betaalwijze.',
    OrderAddressRequired: 'Kies een adres.',
    OrderNotOrderable: 'Een artikel in uw winkelmandje is niet meer beschikbaar: verwijder het.',
  },
  es: {
    Title: 'Finalizar compra',
    EmptyBasket: 'Tu cesta está vacía: no hay nada que pedir.',
    PlaceOrder: 'Pedir y pagar',
    OrderAcceptTerms: 'Acepto las condiciones generales de venta.',
    OrderFormInvalid: 'El formulario contiene errores: corrige los campos señalados.',
    OrderPlacing: 'Enviando tu pedido…',
    OrderTotalChanged:
      'El importe a pagar ha cambiado: ahora es de {{total}}. Revisa el resumen y vuelve a confirmar.',
    OrderFailed: 'No se ha podido realizar tu pedido. No se ha perdido nada: inténtalo de nuevo.',
    OrderPlacedCard: 'Pedido {{number}} registrado: págalo con tarjeta a continuación.',
    OrderShippingMethodRequired: 'Elige un método de envío.',
    OrderPickupPointRequired: 'Elige un punto de recogida.',
    OrderPaymentMethodRequired: 'Elige un método de pago.',
    OrderAddressRequired: 'Elige una dirección.',
    OrderNotOrderable: 'Un artículo de tu cesta ya no está disponible: elimínalo de la cesta.',
  },
  de: {
    Title: 'Kasse',
    EmptyBasket: 'Ihr Warenkorb ist leer: Es gibt nichts zu bestellen.',
    PlaceOrder: 'Kaufen und bezahlen',
    OrderAcceptTerms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.',
    OrderFormInvalid: 'Das Formular enthält Fehler: Bitte korrigieren Sie die markierten Felder.',
    OrderPlacing: 'Ihre Bestellung wird gesendet…',
    OrderTotalChanged:
      'Der zu zahlende Betrag hat sich geändert: Er beträgt jetzt {{total}}. Prüfen Sie die Übersicht und bestätigen Sie erneut.',
    OrderFailed:
      'Ihre Bestellung konnte nicht aufgegeben werden. Nichts ist verloren: Bitte versuchen Sie es erneut.',
    OrderPlacedCard: 'Bestellung {{number}} ist erfasst: Bezahlen Sie sie unten mit Ihrer Karte.',
    OrderShippingMethodRequired: 'Bitte wählen Sie eine Versandart.',
    OrderPickupPointRequired: 'Bitte wählen Sie eine Abholstelle.',
    OrderPaymentMethodRequired: 'Bitte wählen Sie eine Zahlungsart.',
    OrderAddressRequired: 'Bitte wählen Sie eine Adresse.',
    OrderNotOrderable:
      'Ein Artikel in Ihrem Warenkorb ist nicht mehr verfügbar: Bitte entfernen Sie ihn.',
  },
  it: {
    Title: 'Cassa',
    EmptyBasket: 'Il carrello è vuoto: non c’è nulla da ordinare.',
    PlaceOrder: 'Ordina e paga',
    OrderAcceptTerms: 'Accetto le condizioni generali di vendita.',
    OrderFormInvalid: 'Il modulo contiene errori: correggi i campi segnalati.',
    OrderPlacing: 'Invio dell’ordine in corso…',
    OrderTotalChanged:
      'L’importo da pagare è cambiato: ora è di {{total}}. Controlla il riepilogo, poi conferma di nuovo.',
    OrderFailed: 'Non è stato possibile effettuare l’ordine. Non hai perso nulla: riprova.',
    OrderPlacedCard: 'Ordine {{number}} registrato: pagalo con la carta qui sotto.',
    OrderShippingMethodRequired: 'Scegli un metodo di spedizione.',
    OrderPickupPointRequired: 'Scegli un punto di ritiro.',
    OrderPaymentMethodRequired: 'Scegli un metodo di pagamento.',
    OrderAddressRequired: 'Scegli un indirizzo.',
    OrderNotOrderable: 'Un articolo del carrello non è più disponibile: rimuovilo dal carrello.',
  },
  pt: {
    Title: 'Finalizar compra',
    EmptyBasket: 'O seu cesto está vazio: não há nada para encomendar.',
    PlaceOrder: 'Encomendar e pagar',
    OrderAcceptTerms: 'Aceito as condições gerais de venda.',
    OrderFormInvalid: 'O formulário contém erros: corrija os campos assinalados.',
    OrderPlacing: 'A enviar a sua encomenda…',
    OrderTotalChanged:
      'O montante a pagar mudou: é agora de {{total}}. Verifique o resumo e confirme novamente.',
    OrderFailed: 'Não foi possível fazer a sua encomenda. Nada se perdeu: tente novamente.',
    OrderPlacedCard: 'Encomenda {{number}} registada: pague-a com cartão abaixo.',
    OrderShippingMethodRequired: 'Escolha um modo de envio.',
    OrderPickupPointRequired: 'Escolha um ponto de recolha.',
    OrderPaymentMethodRequired: 'Escolha um modo de pagamento.',
    OrderAddressRequired: 'Escolha uma morada.',
    OrderNotOrderable: 'Um artigo do seu cesto já não está disponível: retire-o do cesto.',
  },
};
