/**
 * The availability of the months the calendar shows (spec 001 §4, §7): one POST per month
 * not yet known, a newer call aborting the one in flight (src/api/tyres), the days' statuses
 * kept as they come. An `Error` answer, or a failed call, is the calendar's state.
 */
import { useEffect, useState } from 'react';
import { availabilityRequest, fetchAvailability } from '../../../src/api/tyres';
import { failureMessage } from '../../../src/core/errorPolicy';
import type { IsoMonth } from '../../../src/ui/dateGridDates';

export type CalendarState =
  | { kind: 'loading' }
  | { kind: 'ready' }
  /** The server's `Error` answer (spec 001 §8). */
  | { kind: 'error'; message: string }
  /** The call failed (500, network, malformed): a translation key. */
  | { kind: 'failed'; message: string };

/** yyyymmdd → status (Available, OutOfStock…). */
export type DayStatuses = Record<string, string>;

export function useAvailability(month: IsoMonth) {
  const [statuses, setStatuses] = useState<DayStatuses>({});
  const [known, setKnown] = useState<ReadonlySet<IsoMonth>>(new Set());
  const [state, setState] = useState<CalendarState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const pending = !known.has(month);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    fetchAvailability(availabilityRequest({ year, month: monthNumber }), controller.signal).then(
      (answer) => {
        if ('Error' in answer) {
          setState({ kind: 'error', message: answer.ErrorMessage });
          return;
        }
        const next: DayStatuses = {};
        for (const [status, days] of Object.entries(answer.Dates)) {
          for (const day of days) next[day] = status;
        }
        setStatuses((previous) => ({ ...previous, ...next }));
        setKnown((previous) => new Set(previous).add(month));
        setState({ kind: 'ready' });
      },
      (error: unknown) => {
        const message = failureMessage(error);
        if (message) setState({ kind: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [month, pending, attempt]);

  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { statuses, state, busy: pending, retry };
}
