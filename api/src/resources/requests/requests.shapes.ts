import type { RequestFormat, RequestMedium } from 'mf-shared/validation';
import type { Executor } from '../../db/database';
import type { PitchRow } from '../pitches/pitches.repository';
import { requestsRepository, type SourceRequestRow } from './requests.repository';

/** The contract's shapes of source requests and pitches (issue 27), shared by both resources. */

export const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

type Names = Awaited<ReturnType<ReturnType<typeof requestsRepository>['names']>>;

const namedList = (ids: number[], names: Map<number, string>) =>
  ids.map((id) => ({ id: Number(id), name: names.get(Number(id)) ?? '' }));

/** The lookups' names every request of a list names, in four reads. */
export async function namesOf(db: Executor, rows: SourceRequestRow[]) {
  return requestsRepository(db).names({
    expertises: rows.flatMap((r) => r.expertise_ids),
    countries: rows.flatMap((r) => r.country_ids),
    media_regions: rows.flatMap((r) => r.region_ids),
    languages: rows.flatMap((r) => r.language_ids),
  });
}

/** A request as the contract's SourceRequest (the journalist's view). */
export function toSourceRequest(
  row: SourceRequestRow & { pitches_count?: number; new_pitches_count?: number },
  names: Names,
) {
  return {
    id: Number(row.id),
    summary: row.summary,
    details: row.details,
    expertise: namedList(row.expertise_ids, names.expertises),
    countries: namedList(row.country_ids, names.countries),
    regions: namedList(row.region_ids, names.regions),
    languages: namedList(row.language_ids, names.languages),
    medium: row.medium as RequestMedium,
    format: row.format as RequestFormat,
    deadline: iso(row.deadline)!,
    time_zone: row.time_zone,
    outlet_name: row.anonymous_outlet ? null : row.outlet_name,
    anonymous_outlet: row.anonymous_outlet,
    max_pitches: row.max_pitches ?? null,
    status: row.status,
    closed_at: iso(row.closed_at),
    created_at: iso(row.created_at)!,
    pitches_count: Number(row.pitches_count ?? 0),
    new_pitches_count: Number(row.new_pitches_count ?? 0),
  };
}

/** The response-time badge, from the same figure the directory's card shows. */
export const responseTimeOf = (hours: number | null | undefined) =>
  hours === null || hours === undefined ? null : { label: `Usually answers within ${hours} h` };

/** A pitch as the contract's Pitch. */
export function toPitch(row: PitchRow) {
  return {
    id: Number(row.id),
    request_id: Number(row.request_id),
    answer: row.answer,
    status: row.status,
    decline_note: row.decline_note,
    match_score: Number(row.match_score),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    guest: row.guest,
    response_time: responseTimeOf(row.guest.answers_within_hours),
    request: {
      id: Number(row.request_id),
      summary: row.request_summary,
      deadline: iso(row.request_deadline)!,
      status: row.request_status,
    },
  };
}
