/**
 * The event catalogue (docs/architecture.md §5): every CustomEvent the bundle fires, with the
 * `vitrine:` prefix and a typed payload. Events the shopper expects in other tabs of the
 * same shop (basket, wishlist) are relayed through a BroadcastChannel; a relayed event is
 * never relayed again, so two tabs cannot echo each other forever.
 */
export interface ConsentSettings {
  stamp: string;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}

export interface VariantChange {
  productId: number;
  productVariantId: number;
  sku: string;
  /** false when the combination does not exist (spec 000 §5 unavailable values). */
  available: boolean;
  /** Units in stock over every warehouse; 0 means out of stock. */
  stockQuantity: number;
  /** The quantity chosen in the variation form. */
  quantity: number;
}

export interface VitrineEvents {
  /** The basket changed (add to cart, quantity, coupon…). `remote` when it came from another tab. */
  'vitrine:basket-changed': { remote?: boolean };
  /** A product was added to or removed from a wishlist (spec 000 §4). */
  'vitrine:wishlist-changed': { remote?: boolean };
  /**
   * The shopper chose another variant on a product page (spec 000 §4 variation selection):
   * the blocks that depend on the variant (gallery, stock, customer reference, degressive
   * prices, wishlist button) refresh themselves from it. Same-page only.
   */
  'vitrine:variant-changed': VariantChange;
  /**
   * The basket's shipping country changed (spec 001 §4). `customerInitiated`: the shopper
   * changed it on this page, whose own widget refreshes the page; every other listener then
   * leaves it at that, so the change refreshes once.
   */
  'vitrine:country-changed': { country: string; customerInitiated: boolean; remote?: boolean };
  /**
   * The shopper chose a pickup method (spec 001 §2, §4): its pickup-point control opens the
   * search dialog. Same-page only.
   */
  'vitrine:pickup-point-wanted': { shippingMethodId: number };
  /**
   * The checkout changed what the order will cost (prepaid account, VAT validity, shipping):
   * the checkout's order summary reloads. Same-page only (issue 12).
   */
  'vitrine:checkout-changed': { reason: 'prepaid' | 'vat' | 'shipping' | 'address' | 'payment' };
  /**
   * The checkout created (or found again) the order and its payment is to be made by card
   * (issue 12; spec 001 §3 payment session): the payment form mounts the provider for it.
   * Same-page only.
   */
  'vitrine:order-placed': { orderId: string; paymentMethod: string };
  /**
   * A card payment provider was registered (decision 032; core/paymentProviders): the payment
   * form waiting for it goes on. Same-page only.
   */
  'vitrine:payment-provider-registered': { name: string };
  /** A widget failed to load, to parse its props, or to render (docs/architecture.md §4). */
  'vitrine:widget-error': { widget: string; element: Element; error: unknown };
  /** A widget finished mounting. */
  'vitrine:widget-mounted': { widget: string; element: Element };
  /** The shopper decided on cookies (spec 000 §4). */
  'vitrine:consent-set': ConsentSettings;
  /** Something asked to reopen the cookie preferences (a `[data-consent-open]` click, spec 000 §2). */
  'vitrine:consent-open': Record<string, never>;
  /** Page shell lifecycle (spec 000 §4): leave, loaded, finished. */
  'vitrine:page-leave': { url: string };
  'vitrine:page-loaded': { url: string };
  'vitrine:page-finished': { url: string };
}

export type VitrineEventName = keyof VitrineEvents;
export type VitrineListener<K extends VitrineEventName> = (
  event: CustomEvent<VitrineEvents[K]>,
) => void;

const crossTab = new Set<VitrineEventName>([
  'vitrine:basket-changed',
  'vitrine:wishlist-changed',
  'vitrine:country-changed',
]);
let channel: BroadcastChannel | undefined;

function relay(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel('vitrine');
  channel.onmessage = ({ data }: MessageEvent<{ name: VitrineEventName; detail: object }>) => {
    if (crossTab.has(data.name)) dispatch(data.name, { ...data.detail, remote: true } as never);
  };
  return channel;
}

function dispatch<K extends VitrineEventName>(name: K, detail: VitrineEvents[K]): void {
  document.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * The variant last chosen for each product on this page, for a widget that mounts after the
 * choice (one that waits until it is seen, data-hydrate="visible"). Forgotten when the page is
 * left.
 */
let chosen = new Map<number, VariantChange>();

export const chosenVariant = (productId: number): VariantChange | undefined =>
  chosen.get(productId);

/** Fires an event on document; cross-tab events also reach the other tabs of this shop. */
export function emit<K extends VitrineEventName>(name: K, detail: VitrineEvents[K]): void {
  if (name === 'vitrine:variant-changed') {
    const change = detail as VariantChange;
    chosen.set(change.productId, change);
  }
  if (name === 'vitrine:page-leave') chosen = new Map();
  dispatch(name, detail);
  if (crossTab.has(name) && !(detail as { remote?: boolean }).remote) {
    relay()?.postMessage({ name, detail });
  }
}

/** Subscribes to an event; returns the function that unsubscribes. */
export function on<K extends VitrineEventName>(name: K, listener: VitrineListener<K>): () => void {
  if (crossTab.has(name)) relay();
  document.addEventListener(name, listener as EventListener);
  return () => off(name, listener);
}

export function off<K extends VitrineEventName>(name: K, listener: VitrineListener<K>): void {
  document.removeEventListener(name, listener as EventListener);
}
