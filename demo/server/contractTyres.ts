/**
 * The tyre-fitting rows of the contract test (issue 13; demo/server/contract.test.ts): the
 * availability of this month and the slots of a day, parsed with src/api/tyres.ts's schemas.
 */
import { availabilitySchema, slotsSchema } from '../../src/api/tyres';
import type { ContractRow } from './contractBasket';

const now = new Date();
// A Monday three weeks ahead: open, possibly out of stock (then its slot list is empty).
const monday = new Date(
  now.getFullYear(),
  now.getMonth(),
  now.getDate() + 21 - ((now.getDay() + 6) % 7),
);
const day = `${monday.getFullYear()}${String(monday.getMonth() + 1).padStart(2, '0')}${String(monday.getDate()).padStart(2, '0')}`;

export const tyresContract: ContractRow[] = [
  {
    route: 'POST /api/v1/tyrestream/availability',
    call: (send) =>
      send('api/v1/tyrestream/availability', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ dates: [{ year: now.getFullYear(), month: now.getMonth() + 1 }] }),
      }),
    schema: availabilitySchema,
    without: 'widgets/tyres/tyre-calendar shows an alert and a retry button',
  },
  {
    route: 'GET /api/v1/tyrestream/availability/:day',
    call: (send) => send(`api/v1/tyrestream/availability/${day}`),
    schema: slotsSchema,
    without: 'widgets/tyres/tyre-calendar shows an alert under the calendar',
  },
];
