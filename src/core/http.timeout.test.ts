import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../test/dialogs';
import { fakeClock, never, passTime } from '../test/hung';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { classifyFailure, failureMessage } from './errorPolicy';
import { get, isAbort, isTimeout, REQUEST_TIMEOUT_MS } from './http';

listen();

// issue 16 §5, decision 047: every call has one time limit, and running out of it is a
// failure like the others, never a silent abort.

let dialogs: FakeDialogs;

beforeEach(() => {
  applyPageSettings({}, '/fr/catalog/product/robe');
  dialogs = fakeDialogs();
  fakeClock();
});
afterEach(() => {
  vi.useRealTimers();
});

const URL = 'http://localhost:3000/api/v1/hung';

/** Starts GET api/v1/hung (which never answers) and records how it ends. */
function hungCall(options: Parameters<typeof get>[1] = {}) {
  server.use(http.get('*/api/v1/hung', never));
  const outcome: { error?: unknown; settled: boolean } = { settled: false };
  get('api/v1/hung', options).catch((error: unknown) => {
    outcome.error = error;
    outcome.settled = true;
  });
  return outcome;
}

describe('the time limit of core/http (decision 047)', () => {
  it('is one constant between 15 and 30 seconds', () => {
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(15_000);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
  });

  it('fails a call that gets no answer, not a moment before the limit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outcome = hungCall({ policy: false });

    await passTime(REQUEST_TIMEOUT_MS - 1);
    expect(outcome.settled).toBe(false);
    await passTime(1);

    expect(outcome.settled).toBe(true);
    expect(isTimeout(outcome.error)).toBe(true);
    expect(isAbort(outcome.error)).toBe(false);
  });

  it('opens the generic error modal once for a call that leaves failures to the policy', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    hungCall();

    await passTime();

    expect(shown(dialogs)).toEqual([{ error: 'Manager.UnknowsErrors' }]);
    expect(warnings).toHaveBeenCalledExactlyOnceWith(`[vitrine] no answer in time: ${URL}`);
  });

  it('shows nothing itself when the caller handles failures (policy: false)', async () => {
    const outcome = hungCall({ policy: false });

    await passTime();

    expect(shown(dialogs)).toEqual([]);
    // The caller's sentence: the one of a call that got no answer, never silence.
    expect(classifyFailure(outcome.error)).toEqual({
      kind: 'message',
      message: 'Manager.NetworkError',
    });
    expect(failureMessage(outcome.error, { network: 'Catalog.AddToCartFailed' })).toBe(
      'Catalog.AddToCartFailed',
    );
  });

  it("still ends quietly when the caller's signal aborts first", async () => {
    const caller = new AbortController();
    const outcome = hungCall({ policy: false, signal: caller.signal });

    caller.abort();
    await passTime(0);

    expect(isAbort(outcome.error)).toBe(true);
    expect(classifyFailure(outcome.error)).toEqual({ kind: 'silent' });
  });

  it('frees the abort key, so the next call with it is sent and answered', async () => {
    const outcome = hungCall({ policy: false, abortKey: 'suggestions' });
    await passTime();
    expect(isTimeout(outcome.error)).toBe(true);

    server.use(http.get('*/api/v1/hung', () => HttpResponse.json({ ok: true })));
    await expect(get('api/v1/hung', { policy: false, abortKey: 'suggestions' })).resolves.toEqual({
      ok: true,
    });
  });

  it('covers the body too: an answer whose body never ends fails the same way', async () => {
    // The headers come at once, then the body stalls.
    const stalled = new ReadableStream({ start: () => {} });
    server.use(http.get('*/api/v1/hung', () => new HttpResponse(stalled)));
    let failure: unknown;
    get('api/v1/hung', { policy: false }).catch((error: unknown) => {
      failure = error;
    });

    await passTime();

    expect(isTimeout(failure)).toBe(true);
  });

  it('leaves no timer behind once the answer has come', async () => {
    server.use(http.get('*/api/v1/quick', () => HttpResponse.json({ ok: true })));

    await get('api/v1/quick');

    expect(vi.getTimerCount()).toBe(0);
  });
});
