import type { ApiAnswer, ApiData, ApiItem } from '../../contract';

// The API's shapes (issue 27), aliases of the generated contract: a field renamed or dropped in a
// route schema fails the type-check where the front end uses it.

/** The guest of a pitch: the card the directory's search answers with. */
export type PitchGuest = Pitch['guest'];

export interface NamedRef {
  id: number;
  name: string;
}

/** A journalist's request for sources, with how many pitches came (and how many are new to them). */
export type SourceRequest = ApiData<'/requests/{id}'>;
export type RequestStatus = SourceRequest['status'];

/** An open request as an expert sees it: never the journalist's email. */
export type Opportunity = ApiItem<'/opportunities'>;

/** One pitch, as the journalist's request lists it (the guest's card, the answer, the response-time badge). */
export type Pitch = ApiItem<'/requests/{id}/pitches'>;
export type PitchStatus = Pitch['status'];

/** One request with the account's pitches on it and the own guests that may still pitch. */
export type OpportunityDetail = ApiData<'/opportunities/{id}'>;
/** An own guest that may still pitch for an opportunity. */
export type EligibleGuest = OpportunityDetail['eligible_guests'][number];

/** What a request form sends (sourceRequestSchema). */
export interface SourceRequestInput {
  summary: string;
  details: string;
  expertise_ids: number[];
  country_ids?: number[];
  region_ids?: number[];
  language_ids?: number[];
  medium: string;
  format: string;
  deadline: string;
  time_zone: string;
  outlet_name?: string | null;
  anonymous_outlet: boolean;
  max_pitches?: number | null;
}

export interface RequestListParams {
  status: RequestStatus;
  page?: number;
  per_page?: number;
}

export type RequestList = ApiAnswer<'/requests'>;

export type RequestSummary = ApiData<'/requests/summary'>;

export type OpportunitySort = 'newest' | 'deadline';

export interface OpportunityParams {
  matches?: 0 | 1;
  expertise_id?: number;
  medium?: string;
  deadline_within_hours?: number;
  sort?: OpportunitySort;
  page?: number;
  per_page?: number;
}

export type OpportunityList = ApiAnswer<'/opportunities'>;

/** The account's own pitches with their outcome, and the shortlist rate (`meta.shortlist_rate`). */
export type MyPitchList = ApiAnswer<'/pitches'>;

export type RequestAlerts = ApiData<'/profile/request-alerts'>;
export type AlertFrequency = RequestAlerts['frequency'];
