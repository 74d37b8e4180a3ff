import type { ApiData } from '../../contract';

/**
 * A guest as public pages show one: suggested with an article (GET /news/{id}, /news/slug/{slug}),
 * offered at an event (GET /events/{id} answers the same shape). `expert_id`/`expert_name`: the
 * expert account offering the guest, whose news the author page lists.
 */
export type Guest = ApiData<'/news/{id}'>['guests'][number];

/**
 * GET /guests/{id}: the detailed profile, for signed-in users (the public guest dialog reads part of
 * it). `headline` is one line under the name (up to 140 characters); `is_private` a journalist's
 * private contact (only its journalist reads it); `is_hidden` kept out of the directory by its
 * account (only the account reads a hidden guest); `last_confirmed_at` when the account last
 * confirmed the guest is available.
 */
export type GuestDetails = ApiData<'/guests/{id}'>;

// The directory's shapes, also read by the API's search repository (mf-shared/types/guest).
export type * from './search.types';
export type * from './expert.types';
