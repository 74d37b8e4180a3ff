import { REQUEST_MESSAGES as M, sourceRequestSchema, type SourceRequestInput } from 'mf-shared/validation';
import type { Database } from '../../db/database';
import { found } from '../../lib/access';
import { cleanHtml, escapeHtml } from '../../lib/html';
import { listBody, type Paging } from '../../lib/lists';
import { fieldErrorsOf, INVALID, mistypedFields } from '../../lib/validation';
import { ValidationError } from 'yup';
import { HttpError } from '../../plugins/errors';
import type { Mail } from '../../plugins/mailer';
import { conversationsRepository } from '../conversations/conversations.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import { pitchesRepository } from '../pitches/pitches.repository';
import { requestsRepository, type RequestWithCounts, type SourceRequestRow } from './requests.repository';
import { iso, namesOf, toPitch, toSourceRequest } from './requests.shapes';

export interface RequestDeps {
  notifications: NotificationsService;
  sendMail: (mail: Mail) => Promise<void>;
  /** Work after the answer (the matching and its alerts). */
  runInBackground: (name: string, task: () => Promise<void>) => void;
  shellUrl: string;
}

/** Requests the deadline job closes per run. */
const CLOSE_BATCH = 200;
/** Accounts the daily digest serves per run. */
const DIGEST_BATCH = 200;
const DAY_MS = 24 * 3_600_000;

/** What the form sent, as stored: details cleaned, lists without repeats, the outlet dropped when anonymous. */
function valuesOf(input: SourceRequestInput) {
  const unique = (ids: number[] | undefined) => [...new Set(ids ?? [])];
  return {
    summary: input.summary,
    details: cleanHtml(input.details),
    expertise_ids: unique(input.expertise_ids),
    country_ids: unique(input.country_ids),
    region_ids: unique(input.region_ids),
    language_ids: unique(input.language_ids),
    medium: input.medium,
    format: input.format,
    deadline: new Date(input.deadline).toISOString(),
    time_zone: input.time_zone,
    anonymous_outlet: Boolean(input.anonymous_outlet),
    outlet_name: input.anonymous_outlet ? null : (input.outlet_name ?? null),
    max_pitches: input.max_pitches ?? null,
  };
}

/** The request form's rules (mf-shared), with the stored deadline of an edit as context; 422 with every field. */
export async function checkRequest(body: unknown, stored?: { deadline: string | null }): Promise<SourceRequestInput> {
  const mistyped = mistypedFields(sourceRequestSchema, body);
  if (Object.keys(mistyped).length) throw new HttpError(422, INVALID, mistyped);
  try {
    return await sourceRequestSchema.validate(body ?? {}, {
      abortEarly: false,
      stripUnknown: true,
      context: { stored },
    });
  } catch (error) {
    if (error instanceof ValidationError) throw new HttpError(422, INVALID, fieldErrorsOf(error));
    throw error;
  }
}

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * Source requests (issue 27), the journalist's side: post, edit, close, read the pitches; the
 * matching that alerts the expert accounts whose guests fit; the deadline and digest jobs.
 */
export function requestsService(db: Database, deps: RequestDeps) {
  const repository = requestsRepository(db);
  const link = (path: string) => `${deps.shellUrl.replace(/\/$/, '')}${path}`;

  const present = async (row: RequestWithCounts | SourceRequestRow) => toSourceRequest(row, await namesOf(db, [row]));

  /** Tells the accounts (and their team) that had a live pitch that the request closed. */
  const tellClosed = async (request: { id: number; summary: string }, accounts: number[]) => {
    const html = `<p>The request <a href="/opportunities/${request.id}">${escapeHtml(request.summary)}</a> is closed.</p>`;
    for (const account of accounts)
      for (const reader of await conversationsRepository(db).readersOf(account))
        await deps.notifications.notify(reader, 'Request', html);
  };

  const service = {
    async create(journalistId: number, input: SourceRequestInput) {
      const row = await repository.insert(journalistId, valuesOf(input));
      deps.runInBackground('source-request-alerts', () => service.alert(row.id).then(() => undefined));
      return present({ ...row, pitches_count: 0, new_pitches_count: 0 });
    },

    /**
     * Finds the expert accounts whose guests fit a new request (the directory's rule) and tells each
     * once: a live notification to the account and its team, and a mail now (or in the daily digest).
     */
    async alert(requestId: number) {
      const request = await repository.byId(requestId);
      if (!request || request.status !== 'open') return { notified: [] as number[] };
      const accounts = await repository.matchedAccounts(requestId);
      const names = await namesOf(db, [request]);
      const topics = request.expertise_ids.map((id) => names.expertises.get(id) ?? '').filter(Boolean);
      const headline = `A journalist needs an expert on ${topics.join(', ')}`;
      const html = `<p>${escapeHtml(headline)}: <a href="/opportunities/${request.id}">${escapeHtml(request.summary)}</a></p>`;
      const url = link(`/opportunities/${request.id}`);
      // Everyone's notification first (one insert, published at once), then the mails.
      const readers = await repository.readersOfMany(accounts.map((a) => a.account_id));
      await deps.notifications.notifyMany(readers, 'Request', html);
      for (const account of accounts.filter((a) => a.frequency === 'immediate'))
        await deps.sendMail({
          to: account.email,
          subject: 'A new source request matches your guests',
          text: `${headline}.\n\n${request.summary}\n\nDeadline: ${iso(request.deadline)}\n\nPitch a guest: ${url}\n\nChange or pause these alerts in your profile.`,
          html: `<p>${escapeHtml(headline)}.</p><p><b>${escapeHtml(request.summary)}</b></p><p>Deadline: ${escapeHtml(iso(request.deadline)!)}</p><p><a href="${escapeHtml(url)}">Pitch a guest</a></p><p>Change or pause these alerts in your profile.</p>`,
        });
      return { notified: accounts.map((a) => a.account_id) };
    },

    async list(journalistId: number, status: 'open' | 'closed', paging: Paging) {
      const { rows, total } = await repository.listOwn(
        journalistId,
        status,
        paging.per_page,
        (paging.page - 1) * paging.per_page,
      );
      const names = await namesOf(db, rows);
      return listBody(
        rows.map((r) => toSourceRequest(r, names)),
        total,
        paging,
      );
    },

    async summary(journalistId: number) {
      const { open_count, new_pitches_count, firsts } = await repository.summary(journalistId);
      return {
        open_count: Number(open_count),
        new_pitches_count: Number(new_pitches_count),
        median_minutes_to_first_pitch: median(firsts),
      };
    },

    async show(journalistId: number, id: number) {
      return present(found(await repository.own(journalistId, id), M.NOT_FOUND));
    },

    async update(journalistId: number, id: number, body: unknown) {
      const current = found(await repository.own(journalistId, id), M.NOT_FOUND);
      if (current.status !== 'open') throw new HttpError(409, M.CLOSED);
      // A deadline left as it was is not refused for being less than an hour away.
      const input = await checkRequest(body, { deadline: iso(current.deadline) });
      await repository.update(id, valuesOf(input));
      return present(found(await repository.own(journalistId, id), M.NOT_FOUND));
    },

    async close(journalistId: number, id: number) {
      const result = await db.transaction(async (tx) => {
        const repo = requestsRepository(tx);
        const request = found(await repo.own(journalistId, id, { lock: true }), M.NOT_FOUND);
        if (request.status !== 'open') throw new HttpError(409, M.CLOSED);
        return { request, accounts: (await repo.close(id)) ?? [] };
      });
      await tellClosed(result.request, result.accounts);
      return present(found(await repository.own(journalistId, id), M.NOT_FOUND));
    },

    /** A request's pitches, best fitting first; reading them marks them seen. */
    async pitches(journalistId: number, id: number) {
      found(await repository.own(journalistId, id), M.NOT_FOUND);
      const rows = await pitchesRepository(db).ofRequest(id);
      await repository.markPitchesSeen(id);
      return rows.map((row) => toPitch(row));
    },

    /** The deadline job: closes the requests past their deadline and tells their pitchers. */
    async closeDue() {
      let closed = 0;
      for (const id of await repository.due(CLOSE_BATCH)) {
        const result = await db.transaction(async (tx) => {
          const repo = requestsRepository(tx);
          const request = await repo.byId(id, { lock: true });
          if (!request || request.status !== 'open') return null;
          return { request, accounts: (await repo.close(id)) ?? [] };
        });
        if (!result) continue;
        closed += 1;
        await tellClosed(result.request, result.accounts);
      }
      return { closed };
    },

    /** The daily digest: one mail per account on daily alerts with the matching requests of its day. */
    async runDigests(now = new Date()) {
      const due = await repository.dailyDue(new Date(now.getTime() - DAY_MS).toISOString(), DIGEST_BATCH);
      let sent = 0;
      for (const account of due) {
        const requests = await repository.matchingSince(account.user_id, account.since);
        await repository.markDigest(account.user_id, now.toISOString());
        if (!requests.length) continue;
        sent += 1;
        const url = link('/opportunities');
        const lines = requests.map((r) => `${r.summary} (deadline ${iso(r.deadline)})`);
        const headline = `${requests.length} new source request${requests.length === 1 ? '' : 's'} match your guests`;
        await deps.sendMail({
          to: account.email,
          subject: headline,
          text: `${headline}:\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\nSee them and pitch: ${url}\n\nChange or pause these alerts in your profile.`,
          html: `<p>${escapeHtml(headline)}:</p><ul>${requests
            .map(
              (r) =>
                `<li><a href="${escapeHtml(link(`/opportunities/${r.id}`))}">${escapeHtml(r.summary)}</a> (deadline ${escapeHtml(iso(r.deadline)!)})</li>`,
            )
            .join('')}</ul><p>Change or pause these alerts in your profile.</p>`,
        });
      }
      return { ran: due.length, sent };
    },
  };
  return service;
}

export type RequestsService = ReturnType<typeof requestsService>;
