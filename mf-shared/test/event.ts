// Events as the API answers them, for each app's event and briefing page tests.
import type { EventDetails } from 'mf-shared/entities/event';

/** The rates briefing (event 9), by Harbour Bank on 4 May 2027 at 9:00: what every answer about it says. */
export const RATES_BRIEFING = {
  id: 9,
  kind: 'event',
  type: 'event',
  slug: 'rates',
  heading: 'Rates briefing',
  start_date: '2027-05-04',
  start_time: '09:00:00',
  organised_by: 'Harbour Bank',
} satisfies Partial<EventDetails>;

/** The rates briefing as the API sends it to anyone but the owner while its embargo holds. */
export const EMBARGOED_BRIEFING = {
  ...RATES_BRIEFING,
  embargoed: true,
  embargo_until: '2027-05-04T12:00:00Z',
} satisfies EventDetails;
