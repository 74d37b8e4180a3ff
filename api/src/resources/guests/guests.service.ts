import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  ACCOUNT_CAP_MESSAGES,
  DIRECTORY_MESSAGES,
  guestSchema,
  guestVideoSchema,
  GUEST_MEDIA_LIMITS,
  V,
  type GuestInput,
} from 'mf-shared/validation';
import type { ExpertGuestImportResult } from 'mf-shared/types/guest';
import { sharesOneConnection, type Database, type Executor } from '../../db/database';
import { found } from '../../lib/access';
import { actingAccountId } from '../../lib/account';
import { escapeHtml } from '../../lib/html';
import { GUEST_AVATAR_RULES, GUEST_IMAGE_RULES, type StoredFile, type UploadStore } from '../../lib/uploads';
import { fieldError, validated } from '../../lib/validation';
import type { Mail } from '../../plugins/mailer';
import { HttpError, INVALID } from '../../plugins/errors';
import { accountsRepository } from '../accounts/accounts.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import { guestsCsv } from './guests.csv';
import { guestsRepository, guestWriter, type AccountGuestQuery, type GuestExtras } from './guests.repository';

export const GUEST_MESSAGES = {
  ONLY_EXPERTS: 'Only experts manage guests',
  NOT_FOUND: 'Guest not found',
  IMAGE_NOT_FOUND: 'Image not found',
  VIDEO_NOT_FOUND: 'Video not found',
  CREATED: 'Step 1 saved: now add an image and videos',
  UPDATED: 'Guest updated',
  SAVED: 'Guest saved',
  REMOVED: 'Guest removed',
  CONFIRMED: 'Availability confirmed',
  HIDDEN: 'Guest hidden from the directory',
  SHOWN: 'Guest shown in the directory',
  TOO_MANY_IMAGES: `A guest may have at most ${GUEST_MEDIA_LIMITS.IMAGES_MAX} images`,
  TOO_MANY_VIDEOS: `A guest may have at most ${GUEST_MEDIA_LIMITS.VIDEOS_MAX} videos`,
  IMPORTED: (n: number) => `${n} guest${n === 1 ? '' : 's'} imported`,
} as const;

/** A guest not confirmed for this long is stale (the monthly reminder lists it). */
export const STALE_AFTER_DAYS = 90;
/** An account is reminded at most this often. */
export const REMIND_EVERY_DAYS = 30;
/** Accounts one reminder run handles; the rest wait for the next run. */
const REMINDER_BATCH = 200;
/** Guests named in one reminder mail; the link shows them all. */
const REMINDER_NAMES = 20;
const DAY_MS = 86_400_000;

const LIST_FIELDS = ['country', 'expertise', 'available', 'languages'] as const;

/** The files the guest form may carry besides its fields (an avatar only in registration step 2). */
export type GuestFormFile = 'guest_company_logo' | 'manager_company_logo' | 'avatar';
export type GuestFormFiles = Partial<Record<GuestFormFile, StoredFile>>;

/** The guest form as it arrives: text fields and `name[]` lists (multipart), or a JSON body. */
export type GuestFormBody = Record<string, unknown>;

export interface GuestsDeps {
  uploads: UploadStore;
  /** Guests one account may keep (GUESTS_PER_ACCOUNT_MAX). */
  maxGuests?: number;
  notifications?: NotificationsService;
  sendMail?: (mail: Mail) => Promise<void>;
  shellUrl?: string;
}

/** Merges field errors of several checks into one 422, every field at once. */
function mergedErrors(...sets: Record<string, string[]>[]) {
  const errors: Record<string, string[]> = {};
  for (const set of sets) for (const [field, list] of Object.entries(set)) (errors[field] ??= []).push(...list);
  return errors;
}

/**
 * Rows one import step writes (one transaction) or makes live (one statement). On PGlite a step
 * holds the one connection, and the triggers that keep the directory make a row cost about 1 ms
 * on 2 cores: 25 rows keep every wait behind an import short.
 */
export const IMPORT_CHUNK_ROWS = 25;
/** Rows checked (yup) between two turns of the event loop. */
const CHECKED_PER_TURN = 25;
/** An import's rows still pending after this long were left by a crash (an import takes seconds). */
const ABANDONED_IMPORT_MS = 3_600_000;

/** Lets the requests waiting on the event loop (and the database) run before going on. */
const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs one step of a long write. On PGlite (one connection for the process) it then waits as long
 * as the step took: the write gets at most half of the database, and another user's queries, each
 * waiting behind at most one step, find it free half the time. PostgreSQL needs no turns.
 */
async function takingTurns<T>(db: Database, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  const took = performance.now() - started;
  if (sharesOneConnection(db)) await new Promise<void>((resolve) => setTimeout(resolve, Math.min(took, 250)));
  else await letOthersRun();
  return result;
}

type ImportError = ExpertGuestImportResult['errors'][number];

/**
 * An import's rows checked again on the server: the guest form's rules (row numbers from 1) and
 * lookup ids that exist. Answers the accepted inputs and every error, sorted by row.
 */
export async function checkImportRows(db: Executor, rows: unknown[]) {
  const errors: ImportError[] = [];
  const valid: { row: number; input: GuestInput }[] = [];
  for (const [i, raw] of rows.entries()) {
    if (i % CHECKED_PER_TURN === CHECKED_PER_TURN - 1) await letOthersRun();
    try {
      valid.push({ row: i + 1, input: await validated(guestSchema, raw) });
    } catch (error) {
      if (!(error instanceof HttpError) || !error.errors) throw error;
      for (const [field, messages] of Object.entries(error.errors))
        errors.push({ row: i + 1, field, message: messages[0]! });
    }
  }
  const unknown = await guestWriter(db).unknownIds(valid.map((v) => v.input));
  const accepted = valid.filter(({ row, input }) => {
    const bad = LIST_FIELDS.filter((f) => (input[f] ?? []).some((id) => unknown[f].has(id)));
    for (const field of bad) errors.push({ row, field, message: DIRECTORY_MESSAGES.IDS });
    return bad.length === 0;
  });
  errors.sort((a, b) => a.row - b.row);
  return { accepted: accepted.map((a) => a.input), errors };
}

export const IMPORT_SWEEP_JOB = 'import-sweep';

/** Makes a committed import's rows live, a step at a time, and forgets its batch. */
async function publishImport(db: Database, batch: string) {
  while ((await takingTurns(db, () => guestWriter(db).publishImported(batch, IMPORT_CHUNK_ROWS))) > 0);
  await guestWriter(db).closeImport(batch);
}

/** Deletes an import that will not be committed, a step at a time, and forgets its batch. */
async function dropImport(db: Database, batch: string) {
  while ((await takingTurns(db, () => guestWriter(db).dropImported(batch, IMPORT_CHUNK_ROWS))) > 0);
  await guestWriter(db).closeImport(batch);
}

/**
 * Finishes what crashed imports left: a committed import's rows are made live (it was decided), an
 * import never committed is deleted once ABANDONED_IMPORT_MS old. Run by the `import-sweep` job.
 * Answers how many imports it settled.
 */
export async function settleImports(db: Database, now = new Date()) {
  const left = await guestWriter(db).unfinishedImports(new Date(now.getTime() - ABANDONED_IMPORT_MS).toISOString());
  for (const { batch, committed } of left) await (committed ? publishImport(db, batch) : dropImport(db, batch));
  return left.length;
}

/**
 * Writes an import's accepted rows as guests of `ownerId`, all or none, without holding the
 * database for long: IMPORT_CHUNK_ROWS at a time in their own transactions, taking turns with
 * other users, pending (removed, so invisible everywhere) under one batch; then one short
 * transaction counts the account's guests again under its lock (`max`, else 409 `tooMany`),
 * commits the batch and runs `beforeCommit` (the contacts' links); then its rows go live, a step
 * at a time. Before the commit any failure deletes the batch; after it, the import stands and a
 * crash leaves the rest to `settleImports`. Answers the new ids in row order.
 */
export async function writeImport(
  db: Database,
  ownerId: number,
  inputs: GuestInput[],
  options: {
    flags: { is_private: boolean; is_draft: boolean } & GuestExtras;
    max: number;
    tooMany: string;
    beforeCommit?: (tx: Executor, ids: number[]) => Promise<unknown>;
  },
): Promise<number[]> {
  if (!inputs.length) return [];
  const { flags, max, tooMany } = options;
  const overCap = async (executor: Executor) =>
    (await guestWriter(executor).liveCount(ownerId, flags.is_private)) + inputs.length > max;
  if (await overCap(db)) throw new HttpError(409, tooMany);
  const batch = randomUUID();
  await guestWriter(db).openImport(batch, ownerId);
  const ids: number[] = [];
  try {
    for (let at = 0; at < inputs.length; at += IMPORT_CHUNK_ROWS) {
      const chunk = inputs.slice(at, at + IMPORT_CHUNK_ROWS);
      const written = await takingTurns(db, () =>
        db.transaction((tx) => guestWriter(tx).insert(ownerId, chunk, { ...flags, import_batch: batch })),
      );
      ids.push(...written);
    }
    await db.transaction(async (tx) => {
      // Counted again under the account's lock: two imports at once cannot both pass the cap.
      await accountsRepository(tx).lockRow(ownerId);
      if (await overCap(tx)) throw new HttpError(409, tooMany);
      await guestWriter(tx).commitImport(batch);
      await options.beforeCommit?.(tx, ids);
    });
  } catch (error) {
    // Best effort: rows this leaves (the database gone meanwhile) stay invisible and are swept later.
    await dropImport(db, batch).catch(() => {
      /* the original error is the one to answer */
    });
    throw error;
  }
  await publishImport(db, batch);
  return ids;
}

/**
 * Checks the guest form (guestSchema's rules and words) and its lookup ids; a visible company logo
 * needs a logo, sent now or kept from before ('This field is required' on `guest_company_logo`).
 */
export async function checkGuestForm(db: Executor, body: GuestFormBody, hasLogo: boolean): Promise<GuestInput> {
  let input: GuestInput | null = null;
  let errors: Record<string, string[]> = {};
  try {
    input = await validated(guestSchema, body);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 422 || !error.errors) throw error;
    errors = error.errors;
  }
  const logoShown = input
    ? input.is_company_logo_visible
    : ['true', true, '1', 'on'].includes(body.is_company_logo_visible as string);
  if (logoShown && !hasLogo) errors = mergedErrors(errors, { guest_company_logo: [V.REQUIRED] });
  if (input) {
    const unknown = await guestWriter(db).unknownIds([input]);
    const bad = LIST_FIELDS.filter((f) => unknown[f].size > 0);
    errors = mergedErrors(errors, Object.fromEntries(bad.map((f) => [f, [DIRECTORY_MESSAGES.IDS]])));
  }
  if (Object.keys(errors).length || !input) throw new HttpError(422, INVALID, errors);
  return input;
}

/** The optional `video` link of registration step 2, checked with the media rule. */
export async function checkVideo(url: unknown): Promise<string | null> {
  if (url === undefined || url === null || url === '') return null;
  try {
    return (await validated(guestVideoSchema, { url })).url;
  } catch (error) {
    if (error instanceof HttpError && error.errors?.url) throw new HttpError(422, INVALID, { video: error.errors.url });
    throw error;
  }
}

/**
 * Writes a new guest of an account from the checked form, with its files and an optional video
 * link, inside the caller's transaction. Creating a guest counts as confirming it.
 */
export async function insertAccountGuest(
  tx: Executor,
  accountId: number,
  input: GuestInput,
  files: GuestFormFiles,
  options: { is_draft: boolean; video?: string | null },
): Promise<number> {
  const extras: GuestExtras = {
    is_company_logo_visible: input.is_company_logo_visible,
    guest_company_logo: files.guest_company_logo?.url ?? null,
    manager_company_logo: files.manager_company_logo?.url ?? null,
    avatar: files.avatar?.url ?? null,
    last_confirmed_at: new Date().toISOString(),
  };
  const [id] = await guestWriter(tx).insert(accountId, [input], {
    is_private: false,
    is_draft: options.is_draft,
    ...extras,
  });
  if (options.video) await guestWriter(tx).addVideo(id!, options.video);
  return id!;
}

/**
 * The expert's guests (issue 14): an account (the expert, or a team member acting for them) lists,
 * creates in two steps, edits, confirms, hides, removes, imports and downloads its guests. Another
 * account's guest is "not found" on every route.
 */
export function guestsService(db: Database, deps: GuestsDeps) {
  const guests = guestsRepository(db);
  const writer = () => guestWriter(db);
  const maxGuests = deps.maxGuests ?? Number.POSITIVE_INFINITY;

  /** The account's own live guest, or 404. */
  async function own(accountId: number, guestId: number) {
    return found(await guests.owned(accountId, guestId), GUEST_MESSAGES.NOT_FOUND);
  }

  // The avatar is cropped square and small; gallery images keep their shape.
  const receiveImage = (file: MultipartFile) =>
    deps.uploads.receive(file, 'guests', file.fieldname === 'avatar' ? GUEST_AVATAR_RULES : GUEST_IMAGE_RULES);

  return {
    /** The account a signed-in user acts for (their own, or the expert's whose team they joined). */
    account: (user: { id: number }) => actingAccountId(db, user),

    detail: async (id: number, user: { id: number }) =>
      found(await guests.detail(id, await actingAccountId(db, user)), GUEST_MESSAGES.NOT_FOUND),

    list: (accountId: number, query: AccountGuestQuery) => guests.accountPage(accountId, query),

    /** Receives a logo or avatar sent with the form (checked by its bytes; temporary until the form is saved). */
    receiveFormImage: receiveImage,

    /** Step 1: a draft guest of the account (within GUESTS_PER_ACCOUNT_MAX, counted under the account's lock). */
    async create(accountId: number, body: GuestFormBody, files: GuestFormFiles) {
      const input = await checkGuestForm(db, body, Boolean(files.guest_company_logo));
      const id = await db.transaction(async (tx) => {
        await accountsRepository(tx).lockRow(accountId);
        if ((await guestWriter(tx).liveCount(accountId, false)) >= maxGuests)
          throw new HttpError(409, ACCOUNT_CAP_MESSAGES.GUESTS(maxGuests));
        return insertAccountGuest(tx, accountId, input, files, { is_draft: true });
      });
      return { id, is_draft: true };
    },

    /** Checks that the guest is the account's before any file of an update is received. */
    own: (accountId: number, guestId: number) => own(accountId, guestId),

    /** Changes the form; a logo not sent is kept, a new one replaces (and deletes) the old. */
    async update(accountId: number, guestId: number, body: GuestFormBody, files: GuestFormFiles) {
      const guest = await own(accountId, guestId);
      const input = await checkGuestForm(db, body, Boolean(files.guest_company_logo ?? guest.guest_company_logo));
      const extras: GuestExtras = { is_company_logo_visible: input.is_company_logo_visible };
      if (files.guest_company_logo) extras.guest_company_logo = files.guest_company_logo.url;
      if (files.manager_company_logo) extras.manager_company_logo = files.manager_company_logo.url;
      await db.transaction((tx) => guestWriter(tx).update(guestId, input, extras));
      if (files.guest_company_logo) await deps.uploads.discardUrl(guest.guest_company_logo);
      if (files.manager_company_logo) await deps.uploads.discardUrl(guest.manager_company_logo);
      return { id: guestId, is_draft: guest.is_draft };
    },

    async media(accountId: number, guestId: number) {
      await own(accountId, guestId);
      return writer().media(guestId);
    },

    /** Receives an avatar or gallery image for the account's own guest (ownership checked first). */
    async receiveGuestImage(accountId: number, guestId: number, file: MultipartFile): Promise<StoredFile> {
      await own(accountId, guestId);
      return receiveImage(file);
    },

    async setAvatar(accountId: number, guestId: number, file: StoredFile | undefined) {
      const guest = await own(accountId, guestId);
      if (!file) throw fieldError('avatar', V.REQUIRED);
      await writer().setAvatar(guestId, file.url);
      await deps.uploads.discardUrl(guest.avatar);
    },

    async removeAvatar(accountId: number, guestId: number) {
      const guest = await own(accountId, guestId);
      await writer().setAvatar(guestId, null);
      await deps.uploads.discardUrl(guest.avatar);
      return writer().media(guestId);
    },

    async addImage(accountId: number, guestId: number, file: StoredFile | undefined) {
      await own(accountId, guestId);
      if (!file) throw fieldError('image', V.REQUIRED);
      if ((await writer().mediaCounts(guestId)).images >= GUEST_MEDIA_LIMITS.IMAGES_MAX)
        throw fieldError('image', GUEST_MESSAGES.TOO_MANY_IMAGES);
      await writer().addImage(guestId, file.url);
    },

    /** Removes an image by its id; an image of another account's guest is "not found". */
    async removeImage(accountId: number, imageId: number) {
      const guestId = found(await guests.guestOfImage(imageId), GUEST_MESSAGES.IMAGE_NOT_FOUND);
      if (!(await guests.owned(accountId, guestId))) throw new HttpError(404, GUEST_MESSAGES.IMAGE_NOT_FOUND);
      const image = found(await writer().removeImage(guestId, imageId), GUEST_MESSAGES.IMAGE_NOT_FOUND);
      await deps.uploads.discardUrl(image);
      return writer().media(guestId);
    },

    async addVideo(accountId: number, guestId: number, url: string) {
      await own(accountId, guestId);
      if ((await writer().mediaCounts(guestId)).videos >= GUEST_MEDIA_LIMITS.VIDEOS_MAX)
        throw fieldError('url', GUEST_MESSAGES.TOO_MANY_VIDEOS);
      await writer().addVideo(guestId, url);
      return writer().media(guestId);
    },

    async removeVideo(accountId: number, videoId: number) {
      const guestId = found(await guests.guestOfVideo(videoId), GUEST_MESSAGES.VIDEO_NOT_FOUND);
      if (!(await guests.owned(accountId, guestId))) throw new HttpError(404, GUEST_MESSAGES.VIDEO_NOT_FOUND);
      await writer().removeVideo(guestId, videoId);
      return writer().media(guestId);
    },

    /** Step 2 done: the draft is published (and enters the directory unless hidden). */
    async publish(accountId: number, guestId: number) {
      await own(accountId, guestId);
      await writer().publish(guestId);
      return { id: guestId, is_draft: false };
    },

    /** Soft removal: out of the directory and every list; interviews and questions keep pointing at it. */
    async remove(accountId: number, guestId: number) {
      await own(accountId, guestId);
      await db.transaction((tx) => guestWriter(tx).remove(guestId));
    },

    /** "Confirm availability": the date shown on the list and directory cards. */
    async confirm(accountId: number, guestId: number) {
      await own(accountId, guestId);
      const last_confirmed_at = new Date().toISOString();
      await writer().set(guestId, { last_confirmed_at });
      return { last_confirmed_at };
    },

    /** The visibility switch: a hidden guest stays in the account but leaves the directory. */
    async setVisibility(accountId: number, guestId: number, isHidden: boolean) {
      await own(accountId, guestId);
      await writer().set(guestId, { is_hidden: isHidden });
      return { is_hidden: isHidden };
    },

    /**
     * CSV import: every row checked with the guest form's rules and its lookup ids checked to exist;
     * the valid rows become published guests of the account, all or none (`writeImport`: in chunks,
     * made live in one short transaction, within GUESTS_PER_ACCOUNT_MAX), the others are reported
     * by row (counted from 1) and field. Nothing the client checked is trusted.
     */
    async importRows(accountId: number, rows: unknown[]): Promise<ExpertGuestImportResult> {
      const { accepted, errors } = await checkImportRows(db, rows);
      const ids = await writeImport(db, accountId, accepted, {
        flags: { is_private: false, is_draft: false, last_confirmed_at: new Date().toISOString() },
        max: maxGuests,
        tooMany: ACCOUNT_CAP_MESSAGES.GUESTS(maxGuests),
      });
      return { imported: ids.length, ids, errors };
    },

    /** The account's guests as CSV (the import's columns first, so the file can be sent back). */
    async exportCsv(accountId: number) {
      return guestsCsv(await guests.exportRows(accountId));
    },

    /**
     * The monthly reminder: each expert account with published, shown guests not confirmed for
     * 90 days gets one notification and one mail listing them, at most once per 30 days. Answers
     * how many accounts were reminded.
     */
    async runReminders(now = new Date()) {
      const staleBefore = new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS).toISOString();
      const remindedBefore = new Date(now.getTime() - REMIND_EVERY_DAYS * DAY_MS).toISOString();
      const accounts = await guests.staleAccounts(staleBefore, remindedBefore, REMINDER_BATCH);
      const url = `${deps.shellUrl ?? ''}/guests?sort=last_confirmed_at&direction=asc`;
      for (const account of accounts) {
        const n = account.guests.length;
        const headline = `${n} guest${n === 1 ? '' : 's'} not confirmed for ${STALE_AFTER_DAYS} days`;
        const names = account.guests.slice(0, REMINDER_NAMES).map((g) => g.name);
        const more = n > names.length ? `and ${n - names.length} more` : null;
        // 'Guest': the bell leads an expert's click to /guests.
        await deps.notifications?.notify(
          account.id,
          'Guest',
          `<p>${escapeHtml(headline)}: <a href="${escapeHtml(url)}">confirm their availability</a></p>`,
        );
        await deps.sendMail?.({
          to: account.email,
          subject: `Are your guests still available? ${headline}`,
          text: `Hello ${account.first_name},\n\n${headline}. Journalists see when a guest was last confirmed:\n\n${names.map((name) => `- ${name}`).join('\n')}${more ? `\n${more}` : ''}\n\nConfirm, update or hide them: ${url}`,
          html: `<p>Hello ${escapeHtml(account.first_name)},</p><p>${escapeHtml(headline)}. Journalists see when a guest was last confirmed:</p><ul>${names.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>${more ? `<p>${escapeHtml(more)}</p>` : ''}<p><a href="${escapeHtml(url)}">Confirm, update or hide them</a></p>`,
        });
        await guests.markReminded(account.id, now.toISOString());
      }
      return { reminded: accounts.length };
    },
  };
}

export type GuestsService = ReturnType<typeof guestsService>;
