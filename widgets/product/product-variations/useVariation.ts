/**
 * The variation state of one product (spec 000 §4, §5, §7): the chosen values, the confirmed
 * variant and a refresh that asks productvariants with the non-empty fields. The newest
 * request wins: the http client aborts the older one (abort key) and a counter drops any
 * answer that still arrives late. A failed refresh keeps the last confirmed variant; a 401
 * opens the login modal, back to this page (spec 000 §8), instead of the refresh's message.
 */
import { useEffect, useRef, useState } from 'react';
import { fetchVariation, type Variation } from '../../../src/api/product';
import { classifyFailure, failureMessage } from '../../../src/core/errorPolicy';
import { emit } from '../../../src/core/events';
import { replaceAddress } from '../../../src/core/history';

export type Choices = Record<string, string>;

/** VariantValueId1..n of a variant, by attribute position (spec 000 §3). */
export function choicesOf(variation: Variation): Choices {
  const variant = variation.ProductVariantViewModel as Record<string, unknown>;
  return Object.fromEntries(
    variation.ProductVariantAttributesViewModel.map((_, index) => {
      const field = `VariantValueId${index + 1}`;
      const value = variant[field];
      return [field, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

/** The request fields: every choice plus the quantity; empty ones are dropped on send. */
export function variationFields(choices: Choices, quantity: string): Choices {
  return { ...choices, Quantity: quantity };
}

/** spec 000 §2 (shared addresses): the address names the variant shown, without a new entry. */
export function replaceVariantInAddress(variantId: number): void {
  const url = new URL(location.href);
  if (url.searchParams.get('variant') === String(variantId)) return;
  url.searchParams.set('variant', String(variantId));
  // Through core/history, so the page shell knows the address of the content on screen.
  replaceAddress(url.pathname + url.search + url.hash);
}

export type RefreshState = 'idle' | 'loading' | 'error';

export function useVariation(productId: number, first: Variation, inAddress = true) {
  const [variation, setVariation] = useState(first);
  const [choices, setChoices] = useState<Choices>(() => choicesOf(first));
  const [state, setState] = useState<RefreshState>('idle');
  const latest = useRef(0);
  const controller = useRef<AbortController>(undefined);
  const confirmed = useRef(first);
  const pending = useRef<Promise<void>>(Promise.resolve());
  /** The newest refresh is on its way; it failed (not aborted, not stale). */
  const loading = useRef(false);
  const failed = useRef(false);

  useEffect(
    () => () => {
      latest.current += 1;
      controller.current?.abort();
    },
    [],
  );

  function refresh(nextChoices: Choices, quantity: string): Promise<void> {
    pending.current = load(nextChoices, quantity);
    return pending.current;
  }

  /**
   * The variant once every refresh asked so far has settled: an order placed while a choice is
   * loading must carry the variant the shopper sees chosen, not the one before it. Undefined
   * when that choice failed (or timed out, issue 16 §5): nothing is ordered, the shopper reads
   * why and the button takes the next press for the variant shown again.
   */
  async function settled(): Promise<Variation | undefined> {
    const waiting = loading.current;
    let waited: Promise<void>;
    do {
      waited = pending.current;
      await waited;
    } while (waited !== pending.current);
    return waiting && failed.current ? undefined : confirmed.current;
  }

  async function load(nextChoices: Choices, quantity: string) {
    setChoices(nextChoices);
    const ticket = ++latest.current;
    controller.current = new AbortController();
    loading.current = true;
    failed.current = false;
    setState('loading');
    try {
      const answer = await fetchVariation(
        productId,
        variationFields(nextChoices, quantity),
        controller.current.signal,
      );
      if (ticket !== latest.current) return;
      loading.current = false;
      confirmed.current = answer;
      setVariation(answer);
      setChoices(choicesOf(answer));
      setState('idle');
      const variant = answer.ProductVariantViewModel;
      // A quick view leaves the list's address alone (issue 10 §4).
      if (inAddress) replaceVariantInAddress(variant.ProductVariantId);
      emit('vitrine:variant-changed', {
        productId,
        productVariantId: variant.ProductVariantId,
        sku: variant.SKU,
        available: !variant.IsUnavailable,
        stockQuantity: variant.StockQuantity,
        quantity: Number(quantity) || 1,
      });
    } catch (error) {
      if (ticket !== latest.current || classifyFailure(error).kind === 'silent') return;
      loading.current = false;
      failed.current = true;
      // Keep what the shopper had: the last confirmed variant and its choices. A 401 opens the
      // login modal and says nothing more; any other failure says the choice did not load.
      setChoices(choicesOf(confirmed.current));
      setState(failureMessage(error) ? 'error' : 'idle');
    }
  }

  return { variation, choices, state, refresh, settled };
}
