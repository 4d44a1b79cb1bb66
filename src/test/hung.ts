/**
 * A call that never answers (issue 16 §5), for unit tests: an msw resolver that holds the
 * request until it is aborted, and the fake clock that lets core/http's time limit pass
 * (docs/decisions/047-request-timeout.md) without waiting for it.
 */
import { act } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../core/http';

/** An msw resolver whose answer never comes: only the time limit (or an abort) ends it. */
export async function never(): Promise<Response> {
  await delay('infinite');
  return new HttpResponse(null);
}

/**
 * Fakes the timers the time limit runs on; call it before the hung request is sent. Only
 * setTimeout and clearTimeout: Testing Library's waitFor keeps its real interval.
 */
export function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Lets `ms` (the whole time limit by default) pass on the fake clock, inside act(). */
export async function passTime(ms = REQUEST_TIMEOUT_MS): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * `never` for fixtures that type their answers as plain `() => Response`: msw awaits whatever a
 * resolver returns, so the promise is fine where the type says otherwise.
 */
export const neverAnswer = never as unknown as () => Response;
