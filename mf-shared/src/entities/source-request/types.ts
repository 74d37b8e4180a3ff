import type { ApiListMeta } from 'mf-shared';
import type { ApiAnswer } from '../../contract';

// Shapes of docs /work/tmp/requests-contract.md (issue 27). Written by hand until the API's routes
// are in the generated contract; then they become aliases of it.

/** The guest of a pitch: the card the directory's search answers with. */
export type PitchGuest = ApiAnswer<'/search-guest', 'post'>['data'][number];

export interface NamedRef {
  id: number;
  name: string;
}

export type RequestStatus = 'open' | 'closed';

/** A journalist's request for sources, with how many pitches came (and how many are new to them). */
export interface SourceRequest {
  id: number;
  summary: string;
  /** Cleaned HTML. */
  details: string;
  expertise: NamedRef[];
  countries: NamedRef[];
  regions: NamedRef[];
  languages: NamedRef[];
  medium: string;
  format: string;
  /** ISO UTC. */
  deadline: string;
  time_zone: string;
  outlet_name: string | null;
  anonymous_outlet: boolean;
  max_pitches: number | null;
  status: RequestStatus;
  closed_at: string | null;
  created_at: string;
  pitches_count: number;
  new_pitches_count: number;
}

/** An open request as an expert sees it: never the journalist's email. */
export interface Opportunity extends Omit<SourceRequest, 'new_pitches_count'> {
  journalist: { name: string };
  /** The outlet's name or "Anonymous outlet". */
  outlet: string;
  matches_my_guests: boolean;
  my_pitch_count: number;
}

export type PitchStatus = 'pitched' | 'shortlisted' | 'declined' | 'interview_requested' | 'withdrawn' | 'closed';

export interface Pitch {
  id: number;
  request_id: number;
  /** Cleaned HTML. */
  answer: string;
  status: PitchStatus;
  decline_note: string | null;
  match_score: number;
  created_at: string;
  updated_at: string;
  guest: PitchGuest;
  /** The expert's response-time badge, from the same source as the directory's. */
  response_time: { label: string } | null;
  /** On the expert's own list. */
  request?: { id: number; summary: string; deadline: string; status: string };
}

/** An own guest that may still pitch for an opportunity. */
export interface EligibleGuest {
  id: number;
  name: string;
  title: string | null;
  photo_url: string | null;
}

export interface OpportunityDetail extends Opportunity {
  my_pitches: Pitch[];
  eligible_guests: EligibleGuest[];
}

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

export interface RequestList {
  data: SourceRequest[];
  meta: ApiListMeta;
}

export interface RequestSummary {
  open_count: number;
  new_pitches_count: number;
  median_minutes_to_first_pitch: number | null;
}

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

export interface OpportunityList {
  data: Opportunity[];
  meta: ApiListMeta;
}

export interface MyPitchList {
  data: Pitch[];
  meta: ApiListMeta & { shortlist_rate: number | null };
}

export type AlertFrequency = 'immediate' | 'daily';

export interface RequestAlerts {
  expertise_ids: number[];
  frequency: AlertFrequency;
  paused: boolean;
}
