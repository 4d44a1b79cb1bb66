/** The time slots of the chosen day (spec 001 §3, §7): asked when a day is chosen, dropped when it is cleared. */
import { useEffect, useState } from 'react';
import { fetchSlots, type Slot } from '../../../src/api/tyres';
import { failureMessage } from '../../../src/core/errorPolicy';

export type SlotsState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'ready'; slots: Slot[] }
  | { kind: 'failed'; message: string };

export function useSlots(yyyymmdd: string | undefined): SlotsState {
  const [state, setState] = useState<SlotsState>({ kind: 'none' });
  useEffect(() => {
    if (!yyyymmdd) {
      setState({ kind: 'none' });
      return;
    }
    setState({ kind: 'loading' });
    const controller = new AbortController();
    fetchSlots(yyyymmdd, controller.signal).then(
      (answer) => setState({ kind: 'ready', slots: answer.Slots }),
      (error: unknown) => {
        const message = failureMessage(error);
        if (message) setState({ kind: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [yyyymmdd]);
  return state;
}
