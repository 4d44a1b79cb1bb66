/**
 * A countdown's clock and its face (spec 000 §4, §9; spec 001 §4, §9): days, hours, minutes and
 * seconds left, ticking every 1000 ms on the second boundary. The sale countdown, the popups and
 * the banners share it; each brings its own words.
 */
import { useEffect, useRef, useState } from 'react';
import { endCountdown, TICK_MS, timeLeft } from './countdown';
import './countdown.css';

export type CountdownState = 'none' | 'running' | 'ended';

/**
 * The time left until `end` (ms since the epoch) and where the countdown stands: `none` without
 * an end, `ended` when the page came after it (nothing runs: a reload would loop) or once it is
 * reached (then the page reloads or the global function named `onEnd` runs, once).
 */
export function useCountdown(
  end: number | undefined,
  onEnd: string | undefined,
): { left: number; state: CountdownState } {
  const [now, setNow] = useState(Date.now);
  const [started] = useState(() => end !== undefined && end > Date.now());
  const left = end === undefined ? 0 : end - now;
  const ended = useRef(false);

  useEffect(() => {
    // No end (any more: a banner closed meanwhile): nothing ticks and nothing ends.
    if (!started || end === undefined) return;
    if (left <= 0) {
      if (!ended.current) endCountdown(onEnd);
      ended.current = true;
      return;
    }
    // Tick on the second boundary, so the seconds change exactly once per tick.
    const timer = setTimeout(() => setNow(Date.now()), left % TICK_MS || TICK_MS);
    return () => clearTimeout(timer);
  }, [started, end, left, onEnd]);

  if (end === undefined) return { left: 0, state: 'none' };
  return { left, state: started && left > 0 ? 'running' : 'ended' };
}

export interface CountdownLabels {
  /** The timer's accessible name. */
  label: string;
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

export function CountdownTimer({
  left,
  labels,
  compact = false,
}: {
  left: number;
  labels: CountdownLabels;
  compact?: boolean;
}) {
  const { days, hours, minutes, seconds } = timeLeft(left);
  const units = [
    [days, labels.days],
    [hours, labels.hours],
    [minutes, labels.minutes],
    [seconds, labels.seconds],
  ] as const;
  return (
    // role=timer is aria-live off: a screen reader reads it on demand, not every second.
    <div
      role="timer"
      aria-live="off"
      aria-label={labels.label}
      className={`vitrine-countdown__timer${compact ? ' vitrine-countdown__timer--compact' : ''}`}
    >
      {units.map(([value, label]) => (
        <span key={label} className="vitrine-countdown__unit">
          <span className="vitrine-countdown__value">{String(value).padStart(2, '0')}</span>{' '}
          <span className="vitrine-countdown__label">{label}</span>
        </span>
      ))}
    </div>
  );
}
