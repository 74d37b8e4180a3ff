import { REQUEST_MESSAGES as M, type PitchInput, type RequestAlertsInput } from 'mf-shared/validation';
import type { Database, Executor } from '../../db/database';
import { found } from '../../lib/access';
import { cleanHtml, escapeHtml } from '../../lib/html';
import { listBody, type Paging } from '../../lib/lists';
import { fieldError } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import { conversationsRepository } from '../conversations/conversations.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import { requestsRepository } from '../requests/requests.repository';
import { iso, namesOf, toPitch, toSourceRequest } from '../requests/requests.shapes';
import { pitchesRepository, type OpportunityFilters, type OpportunityRow } from './pitches.repository';

/** A pitch on the journalist's own request for this guest, for an interview request (`pitch_id`). */
export async function pitchForInterview(tx: Executor, journalistId: number, pitchId: number, guestId: number) {
  const pitch = await pitchesRepository(tx).withOwner(pitchId, { lock: true });
  if (
    !pitch ||
    Number(pitch.journalist_id) !== journalistId ||
    Number(pitch.guest_id) !== guestId ||
    pitch.status === 'withdrawn'
  )
    throw fieldError('pitch_id', M.PITCH_NOT_ON_REQUEST);
  return {
    markRequested: () => pitchesRepository(tx).setStatus(pitchId, 'interview_requested'),
  };
}

export interface PitchDeps {
  notifications: NotificationsService;
}

const ALERT_DEFAULTS = { expertise_ids: [] as number[], frequency: 'immediate' as const, paused: false };

/**
 * Source requests (issue 27), the expert's side: the open requests (opportunities), pitches with
 * the account's guests, the journalist's shortlist and decline, and the account's alert settings.
 * `account`: the expert account acted for (a team member's owner).
 */
export function pitchesService(db: Database, deps: PitchDeps) {
  const repository = pitchesRepository(db);

  const notifyAccount = async (accountId: number, html: string) => {
    for (const reader of await conversationsRepository(db).readersOf(accountId))
      await deps.notifications.notify(reader, 'Request', html);
  };

  const toOpportunities = async (rows: OpportunityRow[]) => {
    const names = await namesOf(db, rows);
    return rows.map((row) => {
      const { new_pitches_count: _unused, ...request } = toSourceRequest(row, names);
      void _unused;
      return {
        ...request,
        journalist: { name: row.journalist_name },
        outlet: row.anonymous_outlet || !row.outlet_name ? M.ANONYMOUS_OUTLET : row.outlet_name,
        matches_my_guests: Boolean(row.matches_my_guests),
        my_pitch_count: Number(row.my_pitch_count),
      };
    });
  };

  /** A pitch of the account that may still change: 404 when not its own, 409 once the request is closed. */
  const ownChangeable = async (accountId: number, id: number) => {
    const pitch = await repository.withOwner(id);
    if (!pitch || Number(pitch.expert_id) !== accountId || pitch.status === 'withdrawn')
      throw new HttpError(404, M.PITCH_NOT_FOUND);
    if (pitch.request_status !== 'open') throw new HttpError(409, M.CLOSED);
    if (new Date(pitch.deadline).getTime() <= Date.now()) throw new HttpError(409, M.PAST_DEADLINE);
    if (pitch.status !== 'pitched' && pitch.status !== 'shortlisted') throw new HttpError(409, M.PITCH_LOCKED);
    return pitch;
  };

  /** A pitch on the journalist's own request: 404 otherwise. */
  const onOwnRequest = async (journalistId: number, id: number) => {
    const pitch = await repository.withOwner(id);
    if (!pitch || Number(pitch.journalist_id) !== journalistId || pitch.status === 'withdrawn')
      throw new HttpError(404, M.PITCH_NOT_FOUND);
    if (pitch.status === 'interview_requested') throw new HttpError(409, M.PITCH_LOCKED);
    return pitch;
  };

  const pitchOf = async (id: number) => toPitch(found(await repository.byId(id), M.PITCH_NOT_FOUND));

  return {
    async opportunities(accountId: number, filters: OpportunityFilters, paging: Paging) {
      const { rows, total } = await repository.opportunities(
        accountId,
        filters,
        paging.per_page,
        (paging.page - 1) * paging.per_page,
      );
      // Opening the list marks the account's new opportunities seen (the menu badge).
      await repository.markOpportunitiesSeen(accountId);
      return listBody(await toOpportunities(rows), total, paging);
    },

    async summary(accountId: number) {
      const alerts = await repository.alerts(accountId);
      return { new_count: await repository.newCount(accountId, iso(alerts?.opportunities_seen_at)) };
    },

    /** An open request (or one the account pitched for), its pitches and the guests it may still pitch. */
    async opportunity(accountId: number, id: number) {
      const row = await repository.opportunity(accountId, id);
      const open = row && row.status === 'open' && new Date(row.deadline).getTime() > Date.now();
      if (!row || (!open && Number(row.my_pitch_count) === 0)) throw new HttpError(404, M.NOT_FOUND);
      const [opportunity] = await toOpportunities([row]);
      const [mine, eligible] = await Promise.all([
        repository.ofAccountOnRequest(accountId, id),
        open ? repository.eligibleGuests(accountId, id) : Promise.resolve([]),
      ]);
      return {
        ...opportunity!,
        my_pitches: mine.map(toPitch),
        eligible_guests: eligible.map((g) => ({
          id: Number(g.id),
          name: g.name,
          title: g.title,
          photo_url: g.photo_url,
        })),
      };
    },

    async pitch(accountId: number, authorId: number, requestId: number, input: PitchInput) {
      const answer = cleanHtml(input.answer);
      const { pitchId, request, guestName } = await db.transaction(async (tx) => {
        const requests = requestsRepository(tx);
        const pitches = pitchesRepository(tx);
        // Pitches for one request queue on its row: the cap and the one-per-guest rule hold under load.
        const request = found(await requests.byId(requestId, { lock: true }), M.NOT_FOUND);
        if (request.status !== 'open') throw new HttpError(409, M.CLOSED);
        if (new Date(request.deadline).getTime() <= Date.now()) throw new HttpError(409, M.PAST_DEADLINE);
        const guest = await pitches.eligibleGuest(accountId, input.guest_id, requestId);
        if (!guest) throw fieldError('guest_id', M.GUEST_NOT_ELIGIBLE);
        const existing = await pitches.pitchOfGuest(requestId, guest.id);
        if (existing && existing.status !== 'withdrawn') throw new HttpError(409, M.ALREADY_PITCHED);
        if (request.max_pitches && (await pitches.liveCount(requestId)) >= request.max_pitches)
          throw new HttpError(409, M.CAP_REACHED);
        const values = { answer, match_score: Number(guest.score), author_id: authorId };
        if (existing) {
          await pitches.revive(existing.id, values);
          return { pitchId: existing.id, request, guestName: guest.name };
        }
        const id = await pitches.insert({ ...values, request_id: requestId, expert_id: accountId, guest_id: guest.id });
        return { pitchId: id, request, guestName: guest.name };
      });
      await deps.notifications.notify(
        request.journalist_id,
        'Request',
        `<p>New pitch: <b>${escapeHtml(guestName)}</b> for <a href="/requests/${request.id}">${escapeHtml(request.summary)}</a></p>`,
      );
      return pitchOf(pitchId);
    },

    async edit(accountId: number, id: number, answer: string) {
      await ownChangeable(accountId, id);
      await repository.setAnswer(id, cleanHtml(answer));
      return pitchOf(id);
    },

    async withdraw(accountId: number, id: number) {
      await ownChangeable(accountId, id);
      await repository.setStatus(id, 'withdrawn');
    },

    async mine(accountId: number, paging: Paging) {
      const { rows, total, shortlisted } = await repository.ofAccount(
        accountId,
        paging.per_page,
        (paging.page - 1) * paging.per_page,
      );
      const body = listBody(rows.map(toPitch), total, paging);
      return { ...body, meta: { ...body.meta, shortlist_rate: total ? shortlisted / total : null } };
    },

    async shortlist(journalistId: number, id: number) {
      const pitch = await onOwnRequest(journalistId, id);
      await repository.setStatus(id, 'shortlisted');
      const row = await pitchOf(id);
      await notifyAccount(
        Number(pitch.expert_id),
        `<p>Your pitch of <b>${escapeHtml(`${row.guest.first_name} ${row.guest.last_name}`)}</b> for <a href="/opportunities/${pitch.request_id}">${escapeHtml(pitch.summary)}</a> was shortlisted.</p>`,
      );
      return row;
    },

    async decline(journalistId: number, id: number, note: string | null | undefined) {
      const pitch = await onOwnRequest(journalistId, id);
      await repository.setStatus(id, 'declined', note?.trim() ? note.trim() : null);
      const row = await pitchOf(id);
      await notifyAccount(
        Number(pitch.expert_id),
        `<p>Your pitch of <b>${escapeHtml(`${row.guest.first_name} ${row.guest.last_name}`)}</b> for <a href="/opportunities/${pitch.request_id}">${escapeHtml(pitch.summary)}</a> was declined.</p>`,
      );
      return row;
    },

    async alerts(accountId: number) {
      const row = await repository.alerts(accountId);
      if (!row) return { ...ALERT_DEFAULTS };
      return { expertise_ids: row.expertise_ids.map(Number), frequency: row.frequency, paused: row.paused };
    },

    async saveAlerts(accountId: number, input: RequestAlertsInput) {
      await repository.saveAlerts(accountId, {
        expertise_ids: [...new Set(input.expertise_ids ?? [])],
        frequency: input.frequency as 'immediate' | 'daily',
        paused: input.paused,
      });
      return this.alerts(accountId);
    },
  };
}

export type PitchesService = ReturnType<typeof pitchesService>;
