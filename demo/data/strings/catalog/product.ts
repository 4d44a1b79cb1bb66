/**
 * Catalog strings of the product variations and add to cart (issue 5), in the six cultures;
 * merged into each culture's Catalog group.
 */
import type { Culture } from '../../catalog/types';

export const productStrings: Record<Culture, Record<string, string>> = {
  fr: {
    QuantityCorrected: 'Quantité ajustée à {{value}}',
    AddToCartFailed: 'Le produit n’a pas pu être ajouté au panier. Veuillez réessayer.',
    VariantUnavailable: 'Cette combinaison n’existe pas.',
    ChooseQuantity: 'Veuillez choisir une quantité valide.',
    VariationFailed: 'Cette option n’a pas pu être chargée. Veuillez réessayer.',
    TotalPrice: 'Total : {{amount}}',
    SoldBy: 'Vendu par multiple de {{step}}',
    MinimumQuantity: 'Minimum {{min}}',
    MaximumQuantity: 'Maximum {{max}}',
  },
  nl: {
    QuantityCorrected: 'Aantal aangepast naar {{value}}',
    AddToCartFailed:
      'Het product kon niet aan je winkelmandje worden toegevoegd. Probeer het opnieuw.',
    VariantUnavailable: 'Deze combinatie bestaat niet.',
    ChooseQuantity: 'Kies een geldig aantal.',
    VariationFailed: 'Deze optie kon niet worden geladen. Probeer het opnieuw.',
    TotalPrice: 'Totaal: {{amount}}',
    SoldBy: 'Verkocht per veelvoud van {{step}}',
    MinimumQuantity: 'Minimaal {{min}}',
    MaximumQuantity: 'Maximaal {{max}}',
  },
  es: {
    QuantityCorrected: 'Cantidad ajustada a {{value}}',
    AddToCartFailed: 'No se ha podido añadir el producto a la cesta. Inténtalo de nuevo.',
    VariantUnavailable: 'Esta combinación no existe.',
    ChooseQuantity: 'Elige una cantidad válida.',
    VariationFailed: 'No se ha podido cargar esta opción. Inténtalo de nuevo.',
    TotalPrice: 'Total: {{amount}}',
    SoldBy: 'Se vende en múltiplos de {{step}}',
    MinimumQuantity: 'Mínimo {{min}}',
    MaximumQuantity: 'Máximo {{max}}',
  },
  de: {
    QuantityCorrected: 'Menge auf {{value}} angepasst',
    AddToCartFailed:
      'Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.',
    VariantUnavailable: 'Diese Kombination gibt es nicht.',
    ChooseQuantity: 'Bitte wählen Sie eine gültige Menge.',
    VariationFailed: 'Diese Option konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    TotalPrice: 'Gesamt: {{amount}}',
    SoldBy: 'Nur in Vielfachen von {{step}} erhältlich',
    MinimumQuantity: 'Mindestens {{min}}',
    MaximumQuantity: 'Höchstens {{max}}',
  },
  it: {
    QuantityCorrected: 'Quantità adeguata a {{value}}',
    AddToCartFailed: 'Non è stato possibile aggiungere il prodotto al carrello. Riprova.',
    VariantUnavailable: 'Questa combinazione non esiste.',
    ChooseQuantity: 'Scegli una quantità valida.',
    VariationFailed: 'Non è stato possibile caricare questa opzione. Riprova.',
    TotalPrice: 'Totale: {{amount}}',
    SoldBy: 'Venduto in multipli di {{step}}',
    MinimumQuantity: 'Minimo {{min}}',
    MaximumQuantity: 'Massimo {{max}}',
  },
  pt: {
    QuantityCorrected: 'Quantidade ajustada para {{value}}',
    AddToCartFailed: 'Não foi possível adicionar o produto ao carrinho. Tente novamente.',
    VariantUnavailable: 'Esta combinação não existe.',
    ChooseQuantity: 'Escolha uma quantidade válida.',
    VariationFailed: 'Não foi possível carregar esta opção. Tente novamente.',
    TotalPrice: 'Total: {{amount}}',
    SoldBy: 'Vendido em múltiplos de {{step}}',
    MinimumQuantity: 'Mínimo {{min}}',
    MaximumQuantity: 'Máximo {{max}}',
  },
};
