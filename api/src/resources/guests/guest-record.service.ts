import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  DIRECTORY_MESSAGES,
  GUEST_MEDIA_LIMITS,
  guestCsvReader,
  guestSchema,
  overlongMessage,
  toRecord,
  V,
  type GuestInput,
} from 'mf-shared/validation';
import type { ExpertGuestImportResult } from 'mf-shared/types/guest';
import { sharesOneConnection, type Database, type Executor } from '../../db/database';
import { GUEST_AVATAR_RULES, GUEST_IMAGE_RULES, type StoredFile, type UploadStore } from '../../lib/uploads';
import { fieldError, validated } from '../../lib/validation';
import { HttpError } from '../../plugins/errors';
import { accountsRepository } from '../accounts/accounts.repository';
import { readCsvFile } from './guests.csv';
import { guestWriter, type GuestExtras } from './guests.repository';

/** The record routes' messages that name the record, in the resource's word (guest or contact). */
export const recordMessages = (noun: 'guest' | 'contact') =>
  ({
    TOO_MANY_IMAGES: `A ${noun} may have at most ${GUEST_MEDIA_LIMITS.IMAGES_MAX} images`,
    TOO_MANY_VIDEOS: `A ${noun} may have at most ${GUEST_MEDIA_LIMITS.VIDEOS_MAX} videos`,
    IMPORTED: (n: number) => `${n} ${noun}${n === 1 ? '' : 's'} imported`,
  }) as const;

/**
 * One guest record, two owners: an expert account's guests and a journalist's private contacts are
 * rows of one table (`is_private` for contacts), written, imported and given media by these rules.
 * Each resource keeps only what differs: who owns a record, who sees it, its words and its cap.
 */

const LIST_FIELDS = ['country', 'expertise', 'available', 'languages'] as const;

/** 'Please choose valid options' on each list field of the form naming a lookup id that does not exist. */
export async function unknownLookupErrors(db: Executor, input: GuestInput): Promise<Record<string, string[]>> {
  const unknown = await guestWriter(db).unknownIds([input]);
  return Object.fromEntries(LIST_FIELDS.filter((f) => unknown[f].size > 0).map((f) => [f, [DIRECTORY_MESSAGES.IDS]]));
}

/**
 * Inside the caller's transaction: locks the owner's account row and refuses (409 `tooMany`) a new
 * record past `max` of its kind, so parallel creates cannot pass the cap together.
 */
export async function assertRoom(tx: Executor, ownerId: number, isPrivate: boolean, max: number, tooMany: string) {
  await accountsRepository(tx).lockRow(ownerId);
  if ((await guestWriter(tx).liveCount(ownerId, isPrivate)) >= max) throw new HttpError(409, tooMany);
}

/**
 * Rows one import step writes (one transaction) or makes live (one statement). On PGlite a step
 * holds the one connection, and the triggers that keep the directory make a row cost about 1 ms
 * on 2 cores: 25 rows keep every wait behind an import short. On PostgreSQL a step blocks no
 * reader, and fewer, larger steps spare the triggers' per-statement work.
 */
export const importStepRows = (db: Database) => (sharesOneConnection(db) ? 25 : 250);
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
  while ((await takingTurns(db, () => guestWriter(db).publishImported(batch, importStepRows(db)))) > 0);
  await guestWriter(db).closeImport(batch);
}

/** Deletes an import that will not be committed, a step at a time, and forgets its batch. */
async function dropImport(db: Database, batch: string) {
  while ((await takingTurns(db, () => guestWriter(db).dropImported(batch, importStepRows(db)))) > 0);
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
 * database for long: `importStepRows` at a time in their own transactions, taking turns with
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
    const step = importStepRows(db);
    for (let at = 0; at < inputs.length; at += step) {
      const chunk = inputs.slice(at, at + step);
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

/** What an import writes for its owner: the records' flags, the owner's cap and words, the links made with it. */
export type ImportOptions = Parameters<typeof writeImport>[3];

/**
 * The import of one kind of record: rows as the guest form (the browser's JSON) or a CSV file read
 * on the server. Every row checked with the guest form's rules and its lookup ids checked to exist;
 * the valid rows are written all or none (`writeImport`), the others are reported by row (counted
 * from 1) and field. Nothing the client checked is trusted.
 */
export function guestRecordImport(db: Database, options: (ownerId: number) => ImportOptions) {
  async function importRows(ownerId: number, rows: unknown[]): Promise<ExpertGuestImportResult> {
    const { accepted, errors } = await checkImportRows(db, rows);
    const ids = await writeImport(db, ownerId, accepted, options(ownerId));
    return { imported: ids.length, ids, errors };
  }

  return {
    importRows,

    /**
     * A CSV file (multipart `file`): refused whole when it is not CSV text or lacks a required
     * column (422 on `file`); its header row matched to the guest form as the browser's kit does,
     * list names read as ids, each row read as the browser reads it (`guestCsvReader`), then the
     * readable rows imported as JSON rows are. Rows are the file's data rows, from 1.
     */
    async importCsv(ownerId: number, file: Buffer): Promise<ExpertGuestImportResult> {
      const { parsed, mapping } = readCsvFile(file);
      const read = guestCsvReader(await guestWriter(db).csvLookups());
      const errors: ImportError[] = [];
      const readable: { row: number; input: GuestInput }[] = [];
      for (const [i, cells] of parsed.rows.entries()) {
        if (i % CHECKED_PER_TURN === CHECKED_PER_TURN - 1) await letOthersRun();
        const row = i + 1;
        const { errors: found, value } = read(toRecord(cells, mapping));
        const allCells = parsed.overlong.get(row);
        if (allCells) found.unshift({ field: '', message: overlongMessage(allCells.length, parsed.headers.length) });
        if (found.length || !value) errors.push(...found.map((e) => ({ ...e, row })));
        else readable.push({ row, input: value });
      }
      const result = await importRows(
        ownerId,
        readable.map((r) => r.input),
      );
      // Read with the lookups just loaded, a row fails the check again only if one was removed meanwhile;
      // its number is then the file's, as the reader's errors are.
      errors.push(...result.errors.map((e) => ({ ...e, row: readable[e.row - 1]!.row })));
      return { ...result, errors: errors.sort((a, b) => a.row - b.row) };
    },
  };
}

/** The rules of a record's media that tell guests from contacts: its own record, or 404; its words. */
export interface GuestMediaOptions {
  uploads: UploadStore;
  /** Where its pictures are kept ('guests', 'contacts'). */
  folder: string;
  /** The owner's own record (with its avatar), or the resource's 404. */
  own: (ownerId: number, guestId: number) => Promise<{ avatar: string | null }>;
  messages: { TOO_MANY_IMAGES: string; TOO_MANY_VIDEOS: string };
}

/**
 * A record's second step: its avatar, gallery and video links, each call on the owner's own record
 * only (checked first), and the draft made final.
 */
export function guestMediaService(db: Database, { uploads, folder, own, messages }: GuestMediaOptions) {
  const writer = () => guestWriter(db);
  // The avatar is cropped square and small; gallery images keep their shape.
  const receive = (file: MultipartFile) =>
    uploads.receive(file, folder, file.fieldname === 'avatar' ? GUEST_AVATAR_RULES : GUEST_IMAGE_RULES);

  return {
    /** Receives a picture not yet tied to a record (a guest form's logo, checked by its bytes). */
    receiveFormImage: receive,

    async media(ownerId: number, guestId: number) {
      await own(ownerId, guestId);
      return writer().media(guestId);
    },

    /** Receives an avatar or gallery image for the owner's own record (ownership checked first). */
    async receiveImage(ownerId: number, guestId: number, file: MultipartFile): Promise<StoredFile> {
      await own(ownerId, guestId);
      return receive(file);
    },

    async setAvatar(ownerId: number, guestId: number, file: StoredFile | undefined) {
      const guest = await own(ownerId, guestId);
      if (!file) throw fieldError('avatar', V.REQUIRED);
      await writer().setAvatar(guestId, file.url);
      await uploads.discardUrl(guest.avatar);
    },

    async addImage(ownerId: number, guestId: number, file: StoredFile | undefined) {
      await own(ownerId, guestId);
      if (!file) throw fieldError('image', V.REQUIRED);
      if ((await writer().mediaCounts(guestId)).images >= GUEST_MEDIA_LIMITS.IMAGES_MAX)
        throw fieldError('image', messages.TOO_MANY_IMAGES);
      await writer().addImage(guestId, file.url);
    },

    async addVideo(ownerId: number, guestId: number, url: string) {
      await own(ownerId, guestId);
      if ((await writer().mediaCounts(guestId)).videos >= GUEST_MEDIA_LIMITS.VIDEOS_MAX)
        throw fieldError('url', messages.TOO_MANY_VIDEOS);
      await writer().addVideo(guestId, url);
      return writer().media(guestId);
    },

    /** Step 2 done: the draft is final (an expert's guest enters the directory unless hidden). */
    async publish(ownerId: number, guestId: number) {
      await own(ownerId, guestId);
      await writer().publish(guestId);
      return { id: guestId, is_draft: false };
    },
  };
}
