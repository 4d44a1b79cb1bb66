import { beforeEach, describe, expect, it, vi } from 'vitest';
import { variantChange } from '../test/variantChange';

type EventsModule = typeof import('./events');

/** A BroadcastChannel that records what this tab posts and lets a test play another tab. */
class FakeChannel {
  static instances: FakeChannel[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly postMessage = vi.fn();
  readonly close = vi.fn();
  constructor(readonly name: string) {
    FakeChannel.instances.push(this);
  }
  /** A message posted by another tab of the shop. */
  receive(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

let events: EventsModule;

beforeEach(async () => {
  FakeChannel.instances = [];
  vi.stubGlobal('BroadcastChannel', FakeChannel);
  // The channel is opened once per page: a fresh module per test.
  vi.resetModules();
  events = await import('./events');
});

function channel(): FakeChannel {
  const [only, ...more] = FakeChannel.instances;
  if (!only || more.length)
    throw new Error(`expected one channel, got ${FakeChannel.instances.length}`);
  return only;
}

describe('emit, on and off', () => {
  it('delivers an event and its payload to every listener on document', () => {
    const listener = vi.fn();
    const element = document.createElement('div');
    events.on('vitrine:widget-mounted', listener);
    const onDocument = vi.fn();
    document.addEventListener('vitrine:widget-mounted', onDocument);

    events.emit('vitrine:widget-mounted', { widget: 'coupon-box', element });

    expect(listener).toHaveBeenCalledOnce();
    expect(listener.mock.calls[0]?.[0].detail).toEqual({ widget: 'coupon-box', element });
    expect(onDocument).toHaveBeenCalledOnce();
    document.removeEventListener('vitrine:widget-mounted', onDocument);
  });

  it('stops delivering after off or the function that on returns', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribe = events.on('vitrine:page-loaded', first);
    events.on('vitrine:page-loaded', second);

    unsubscribe();
    events.off('vitrine:page-loaded', second);
    events.emit('vitrine:page-loaded', { url: '/fr/' });

    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });

  it('lets the host page listen with plain addEventListener', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener('vitrine:consent-set', listener);

    events.emit('vitrine:consent-set', {
      stamp: 'v2',
      preferences: true,
      statistics: false,
      marketing: false,
    });

    expect(seen).toEqual([{ stamp: 'v2', preferences: true, statistics: false, marketing: false }]);
    document.removeEventListener('vitrine:consent-set', listener);
  });
});

describe('chosenVariant: what a widget that mounts later missed', () => {
  const change = variantChange();

  it('is the last variant chosen for each product on this page, forgotten when it is left', () => {
    expect(events.chosenVariant(1)).toBeUndefined();
    events.emit('vitrine:variant-changed', change);
    events.emit('vitrine:variant-changed', { ...change, productVariantId: 102 });
    events.emit('vitrine:variant-changed', { ...change, productId: 2, productVariantId: 201 });
    expect(events.chosenVariant(1)?.productVariantId).toBe(102);
    expect(events.chosenVariant(2)?.productVariantId).toBe(201);
    events.emit('vitrine:page-loaded', { url: '/fr/' });
    expect(events.chosenVariant(1)?.productVariantId).toBe(102);
    events.emit('vitrine:page-leave', { url: '/fr/' });
    expect(events.chosenVariant(1)).toBeUndefined();
    expect(events.chosenVariant(2)).toBeUndefined();
  });
});

describe('cross-tab events', () => {
  it('posts vitrine:basket-changed on the BroadcastChannel named vitrine', () => {
    events.emit('vitrine:basket-changed', {});

    expect(channel().name).toBe('vitrine');
    expect(channel().postMessage).toHaveBeenCalledExactlyOnceWith({
      name: 'vitrine:basket-changed',
      detail: {},
    });
  });

  it('posts vitrine:wishlist-changed too, on the same channel', () => {
    events.emit('vitrine:basket-changed', {});
    events.emit('vitrine:wishlist-changed', {});

    expect(channel().postMessage).toHaveBeenCalledTimes(2);
    expect(channel().postMessage).toHaveBeenLastCalledWith({
      name: 'vitrine:wishlist-changed',
      detail: {},
    });
  });

  it('keeps events of this page only in this tab', () => {
    events.emit('vitrine:page-loaded', { url: '/fr/' });

    expect(FakeChannel.instances).toEqual([]);
  });

  it('re-emits a message from another tab locally with remote: true and does not post it again', () => {
    const listener = vi.fn();
    events.on('vitrine:basket-changed', listener);

    channel().receive({ name: 'vitrine:basket-changed', detail: {} });

    expect(listener).toHaveBeenCalledOnce();
    expect(listener.mock.calls[0]?.[0].detail).toEqual({ remote: true });
    expect(channel().postMessage).not.toHaveBeenCalled();
  });

  it('does not relay an event emitted with remote: true', () => {
    events.emit('vitrine:wishlist-changed', { remote: true });

    expect(FakeChannel.instances.every((open) => open.postMessage.mock.calls.length === 0)).toBe(
      true,
    );
  });

  it('ignores a message from another tab that names an event of one page only', () => {
    const listener = vi.fn();
    events.on('vitrine:basket-changed', listener);
    document.addEventListener('vitrine:widget-error', listener);

    channel().receive({ name: 'vitrine:widget-error', detail: { widget: 'x' } });

    expect(listener).not.toHaveBeenCalled();
    document.removeEventListener('vitrine:widget-error', listener);
  });

  it('still delivers cross-tab events in this tab where BroadcastChannel does not exist', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const listener = vi.fn();
    events.on('vitrine:basket-changed', listener);

    events.emit('vitrine:basket-changed', {});

    expect(listener).toHaveBeenCalledOnce();
  });
});
