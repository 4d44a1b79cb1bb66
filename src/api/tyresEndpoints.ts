/**
 * The tyre-fitting appointment calls (issue 13; spec 001 §3, §7, §8), for docs/endpoints.md
 * through src/api/endpoints.ts. Documentation only: nothing in the bundle imports it.
 */
import { type Endpoint, json, LOGIN, OUR_CONTRACT, ownFaults } from './endpointKit';
import { availabilitySchema, slotsSchema, TYRE_AVAILABILITY_PATH } from './tyres';

export const tyresEndpoints: Endpoint[] = [
  {
    name: 'Tyre-fitting availability of months',
    method: 'POST',
    path: TYRE_AVAILABILITY_PATH,
    payload:
      '{ dates: [{ year, month }] } (month 1-12), the month shown; a newer call aborts the one in flight',
    answer: json(availabilitySchema),
    usedBy: ['tyre-calendar'],
    whenMissing:
      'an alert with Core.ErrorServer (Manager.NetworkError offline) and a retry button; `{Error: true, ErrorMessage}` hides the calendar and shows ErrorMessage in an alert',
    faults: {
      ...ownFaults('an alert with a retry button', 'Core.ErrorServer', {
        after: 'the calendar is hidden',
      }),
      '401': `${LOGIN}; the calendar stays loading`,
    },
    source: `spec 001 §3, §7, §8 (the shape of the date lists, days as yyyymmdd keyed by status, is ${OUR_CONTRACT}: decision 037)`,
  },
  {
    name: 'Tyre-fitting slots of a day',
    method: 'GET',
    path: `${TYRE_AVAILABILITY_PATH}/{yyyymmdd}`,
    payload: 'none',
    answer: json(slotsSchema),
    usedBy: ['tyre-calendar'],
    whenMissing:
      'an alert under the calendar; the slot select stays hidden and the form cannot be sent',
    faults: {
      ...ownFaults('an alert under the calendar', 'Core.ErrorServer', {
        after: 'the slot select stays hidden and the form cannot be sent',
      }),
      '401': `${LOGIN}; the slot select stays hidden`,
    },
    source: 'spec 001 §3, §7',
  },
];
