/**
 * The shopper's own reference per product variant (spec 000 §3 reference update), kept beside
 * the demo session it belongs to.
 */
import type { Session } from '../../shared/session';

const references = new WeakMap<Session, Map<number, string>>();

export const referenceOf = (session: Session, variantId: number): string =>
  references.get(session)?.get(variantId) ?? '';

export function setReference(session: Session, variantId: number, reference: string): void {
  const map = references.get(session) ?? new Map<number, string>();
  references.set(session, map);
  if (reference) map.set(variantId, reference);
  else map.delete(variantId);
}

export const REFERENCE_MAX_LENGTH = 50;
