import { ACCOUNT_CAP_MESSAGES, guestSchema, guestVideoSchema, V, type GuestInput } from 'mf-shared/validation';
import type { Database, Executor } from '../../db/database';
import { found } from '../../lib/access';
import { actingAccountId } from '../../lib/account';
import { escapeHtml } from '../../lib/html';
import type { StoredFile, UploadStore } from '../../lib/uploads';
import { validated } from '../../lib/validation';
import type { Mail } from '../../plugins/mailer';
import { HttpError, INVALID } from '../../plugins/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import {
  assertRoom,
  guestMediaService,
  guestRecordImport,
  recordMessages,
  unknownLookupErrors,
} from './guest-record.service';
import { guestsCsv } from './guests.csv';
import { guestsRepository, guestWriter, type AccountGuestQuery, type GuestExtras } from './guests.repository';

// The import's sweep runs with the guests' routes for guests and private contacts alike.
export { IMPORT_SWEEP_JOB, settleImports } from './guest-record.service';

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
  ...recordMessages('guest'),
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
  if (input) errors = mergedErrors(errors, await unknownLookupErrors(db, input));
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

  return {
    // Avatar, gallery, videos and publishing: the guest record's rules on the account's own guests.
    ...guestMediaService(db, { uploads: deps.uploads, folder: 'guests', own, messages: GUEST_MESSAGES }),

    /**
     * CSV import, as JSON rows or the file itself: the valid rows become published guests of the
     * account, all or none, within GUESTS_PER_ACCOUNT_MAX, confirmed as of now.
     */
    ...guestRecordImport(db, () => ({
      flags: { is_private: false, is_draft: false, last_confirmed_at: new Date().toISOString() },
      max: maxGuests,
      tooMany: ACCOUNT_CAP_MESSAGES.GUESTS(maxGuests),
    })),

    /** The account a signed-in user acts for (their own, or the expert's whose team they joined). */
    account: (user: { id: number }) => actingAccountId(db, user),

    detail: async (id: number, user: { id: number }) =>
      found(await guests.detail(id, await actingAccountId(db, user)), GUEST_MESSAGES.NOT_FOUND),

    list: (accountId: number, query: AccountGuestQuery) => guests.accountPage(accountId, query),

    /** Step 1: a draft guest of the account (within GUESTS_PER_ACCOUNT_MAX, counted under the account's lock). */
    async create(accountId: number, body: GuestFormBody, files: GuestFormFiles) {
      const input = await checkGuestForm(db, body, Boolean(files.guest_company_logo));
      const id = await db.transaction(async (tx) => {
        await assertRoom(tx, accountId, false, maxGuests, ACCOUNT_CAP_MESSAGES.GUESTS(maxGuests));
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

    async removeAvatar(accountId: number, guestId: number) {
      const guest = await own(accountId, guestId);
      await writer().setAvatar(guestId, null);
      await deps.uploads.discardUrl(guest.avatar);
      return writer().media(guestId);
    },

    /** Removes an image by its id; an image of another account's guest is "not found". */
    async removeImage(accountId: number, imageId: number) {
      const guestId = found(await guests.guestOfImage(imageId), GUEST_MESSAGES.IMAGE_NOT_FOUND);
      if (!(await guests.owned(accountId, guestId))) throw new HttpError(404, GUEST_MESSAGES.IMAGE_NOT_FOUND);
      const image = found(await writer().removeImage(guestId, imageId), GUEST_MESSAGES.IMAGE_NOT_FOUND);
      await deps.uploads.discardUrl(image);
      return writer().media(guestId);
    },

    async removeVideo(accountId: number, videoId: number) {
      const guestId = found(await guests.guestOfVideo(videoId), GUEST_MESSAGES.VIDEO_NOT_FOUND);
      if (!(await guests.owned(accountId, guestId))) throw new HttpError(404, GUEST_MESSAGES.VIDEO_NOT_FOUND);
      await writer().removeVideo(guestId, videoId);
      return writer().media(guestId);
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
