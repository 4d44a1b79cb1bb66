/**
 * What a screen reader hears of a countdown, and when (spec 001 §4): never each second (the
 * timer is aria-live off), only as the time left goes below a day, an hour, ten minutes and a
 * minute. Apart from the timer, so the sale countdown, which says nothing, does not carry it.
 */
import { useState } from 'react';
import './visuallyHidden.css';

/** The thresholds, in seconds: a day, an hour, ten minutes, a minute. */
export const MILESTONES = [86_400, 3600, 600, 60] as const;
export type Milestone = (typeof MILESTONES)[number];

/** The smallest threshold the time left is at or under, or undefined above them all. */
export function milestone(ms: number): Milestone | undefined {
  const seconds = Math.ceil(ms / 1000);
  return MILESTONES.filter((threshold) => seconds <= threshold).pop();
}

export type MilestoneTexts = Record<Milestone, string>;

export function CountdownAnnouncer({ left, texts }: { left: number; texts: MilestoneTexts }) {
  // Said only once the time left goes below a milestone it was above when shown.
  const [first] = useState(() => milestone(left));
  const current = milestone(left);
  return (
    <p className="vitrine-visually-hidden" role="status">
      {current === undefined || current === first ? '' : texts[current]}
    </p>
  );
}
