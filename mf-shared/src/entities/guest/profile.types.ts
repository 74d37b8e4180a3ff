import type { GuestDetails } from './types';

/**
 * GET /guests/{id} in full (the API's `guestDetailSchema`): what the journalist's contact page
 * and the expert's guest page show. The company logo and description are `null` unless the expert
 * made them visible; `expert` is the account offering the guest; `video` the first video's URL.
 */
export type GuestProfile = GuestDetails;
