/**
 * The appointments a session booked (issue 13: "everything in the session"): kept beside the
 * session, so parallel visitors (and e2e workers) never see each other's bookings.
 */
import type { Session } from '../../shared/session';

const bookings = new WeakMap<Session, Set<string>>();

/** `${yyyymmdd}-${slot}` keys of the session's appointments. */
export function bookedOf(session: Session): Set<string> {
  let booked = bookings.get(session);
  if (!booked) {
    booked = new Set();
    bookings.set(session, booked);
  }
  return booked;
}
