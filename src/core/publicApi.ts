/**
 * window.Vitrine, the small API for template authors (issue 2 §2): scan and unmount regions
 * that their own scripts change, listen to the events of core/events, fire the events that concern the
 * widgets, read the version.
 */
import { emit, off, on } from './events';
import { mountedCount, scan, unmount } from './loader';
import { registerPaymentProvider } from './paymentProviders';

export interface VitrineApi {
  version: string;
  scan: typeof scan;
  unmount: typeof unmount;
  on: typeof on;
  off: typeof off;
  /** Lets the host page say what it changed itself, e.g. `emit('vitrine:basket-changed', {})`. */
  emit: typeof emit;
  /** How many widget placeholders are currently held by the loader. */
  mountedCount: typeof mountedCount;
  /** A card payment provider for the payment sessions naming it (decision 032). */
  registerPaymentProvider: typeof registerPaymentProvider;
}

declare global {
  interface Window {
    Vitrine?: VitrineApi;
  }
}

export function exposeApi(version: string): VitrineApi {
  const api: VitrineApi = Object.freeze({
    version,
    scan,
    unmount,
    on,
    off,
    emit,
    mountedCount,
    registerPaymentProvider,
  });
  window.Vitrine = api;
  return api;
}
