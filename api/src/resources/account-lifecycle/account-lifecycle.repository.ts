import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  accessTokens,
  accountExports,
  chats,
  emailChanges,
  emailTemplates,
  eventQuestions,
  eventRegistrations,
  events,
  guestImages,
  guestVideos,
  guests,
  interviewNotes,
  interviewStatusChanges,
  interviews,
  journalistContacts,
  messages,
  news,
  notifications,
  oauthStates,
  passwordResets,
  payments,
  recoveryCodes,
  savedSearches,
  socialChallenges,
  subscriptions,
  teamMembers,
  userIdentities,
  users,
  requestAlerts,
  requestPitches,
  sourceRequests,
} from '../../db/schema';

/** How long a prepared archive can be downloaded. */
export const EXPORT_KEEP_DAYS = 7;

/** What an anonymised person reads as, wherever the other side still sees them. */
export const DELETED_NAME = { first_name: 'Deleted', last_name: 'user' } as const;

/** The address a deleted account keeps: unique, never deliverable (RFC 2606's .invalid). */
export const deletedEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

/** The other side of a conversation or interview, by name only: their address is not the asker's data. */
const otherName = (id: unknown) =>
  sql<string>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${id})`;

export function accountLifecycleRepository(db: Executor) {
  return {
    // --- Download my data -------------------------------------------------------------------

    queueExport: (userId: number) =>
      db
        .insert(accountExports)
        .values({ user_id: userId })
        .returning()
        .then((rows) => rows[0]!),

    /** The account's archive still being made, if any (one at a time). */
    pendingExport: (userId: number) =>
      db
        .select({ id: accountExports.id })
        .from(accountExports)
        .where(and(eq(accountExports.user_id, userId), eq(accountExports.status, 'queued')))
        .limit(1)
        .then((rows) => rows[0] ?? null),

    /** The account's archives, newest first, without their content. */
    listExports: (userId: number, now: string) =>
      db
        .select({
          id: accountExports.id,
          status: accountExports.status,
          size_bytes: accountExports.size_bytes,
          created_at: accountExports.created_at,
          ready_at: accountExports.ready_at,
          expires_at: accountExports.expires_at,
        })
        .from(accountExports)
        .where(
          and(
            eq(accountExports.user_id, userId),
            or(isNull(accountExports.expires_at), sql`${accountExports.expires_at} > ${now}`),
          ),
        )
        .orderBy(desc(accountExports.created_at), desc(accountExports.id))
        .limit(10),

    /** A ready archive of this account that has not expired; null for anyone else's. */
    readyExport: (userId: number, exportId: number, now: string) =>
      db
        .select({ archive: accountExports.archive, created_at: accountExports.created_at })
        .from(accountExports)
        .where(
          and(
            eq(accountExports.id, exportId),
            eq(accountExports.user_id, userId),
            eq(accountExports.status, 'ready'),
            sql`${accountExports.expires_at} > ${now}`,
          ),
        )
        .then((rows) => rows[0] ?? null),

    queuedExports: (limit: number) =>
      db
        .select({ id: accountExports.id, user_id: accountExports.user_id })
        .from(accountExports)
        .where(eq(accountExports.status, 'queued'))
        .orderBy(asc(accountExports.id))
        .limit(limit),

    finishExport: (exportId: number, archive: string | null, now: Date) =>
      db
        .update(accountExports)
        .set(
          archive === null
            ? { status: 'failed', ready_at: now.toISOString() }
            : {
                status: 'ready',
                archive,
                size_bytes: Buffer.byteLength(archive),
                ready_at: now.toISOString(),
                expires_at: new Date(now.getTime() + EXPORT_KEEP_DAYS * 86_400_000).toISOString(),
              },
        )
        .where(and(eq(accountExports.id, exportId), eq(accountExports.status, 'queued')))
        .returning({ id: accountExports.id }),

    /** Archives past their date are removed with their content. */
    pruneExports: (now: string) => db.delete(accountExports).where(lte(accountExports.expires_at, now)),

    /**
     * Everything the account holds, and nothing of anybody else: the other side of an interview or a
     * thread appears by name only, and the other side's private notes and drafts are left out.
     */
    async gatherArchive(userId: number) {
      const [account] = await db
        .select({
          id: users.id,
          role: users.role,
          status: users.status,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          title: users.title,
          company_name: users.company_name,
          company_description: users.company_description,
          company_logo: users.company_logo,
          work_phone: users.work_phone,
          linkedin: users.linkedin,
          avatar: users.avatar,
          publication: users.publication,
          twofa_status: users.twofa_status,
          approved_at: users.approved_at,
          date_deleting: users.date_deleting,
          created_at: users.created_at,
          updated_at: users.updated_at,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!account) return null;

      const ownGuests = await db.select().from(guests).where(eq(guests.user_id, userId)).orderBy(asc(guests.id));
      const guestIds = ownGuests.map((g) => g.id);
      const [images, videos] = guestIds.length
        ? await Promise.all([
            db.select().from(guestImages).where(inArray(guestImages.guest_id, guestIds)),
            db.select().from(guestVideos).where(inArray(guestVideos.guest_id, guestIds)),
          ])
        : [[], []];

      const involved = or(eq(interviews.journalist_id, userId), eq(interviews.expert_id, userId));
      const ownInterviews = await db
        .select({
          id: interviews.id,
          as: sql<string>`case when ${interviews.journalist_id} = ${userId} then 'journalist' else 'expert' end`,
          journalist: otherName(interviews.journalist_id),
          expert_account: otherName(interviews.expert_id),
          guest: sql<string>`(select g.first_name || ' ' || g.last_name from ${guests} g where g.id = ${interviews.guest_id})`,
          invitation_subject: interviews.invitation_subject,
          invitation_body: interviews.invitation_body,
          date_interview: interviews.date_interview,
          time_zone: interviews.time_zone,
          comment: interviews.comment,
          status: interviews.status,
          note: interviews.note,
          published_link: interviews.published_link,
          created_at: interviews.created_at,
        })
        .from(interviews)
        .where(involved)
        .orderBy(asc(interviews.id));
      const interviewIds = ownInterviews.map((i) => i.id);
      const [history, notes] = interviewIds.length
        ? await Promise.all([
            db
              .select({
                interview_id: interviewStatusChanges.interview_id,
                status: interviewStatusChanges.status,
                kind: interviewStatusChanges.kind,
                date_interview: interviewStatusChanges.date_interview,
                message: interviewStatusChanges.message,
                created_at: interviewStatusChanges.created_at,
              })
              .from(interviewStatusChanges)
              .where(inArray(interviewStatusChanges.interview_id, interviewIds))
              .orderBy(asc(interviewStatusChanges.id)),
            // Only the account's own notes: each note is private to its writer.
            db
              .select({
                interview_id: interviewNotes.interview_id,
                body: interviewNotes.body,
                created_at: interviewNotes.created_at,
              })
              .from(interviewNotes)
              .where(eq(interviewNotes.user_id, userId))
              .orderBy(asc(interviewNotes.id)),
          ])
        : [[], []];

      const threads = await db
        .select({
          id: chats.id,
          subject: chats.subject,
          journalist: otherName(chats.journalist_id),
          expert_account: otherName(chats.expert_id),
          created_at: chats.created_at,
        })
        .from(chats)
        .where(or(eq(chats.journalist_id, userId), eq(chats.expert_id, userId)))
        .orderBy(asc(chats.id));
      // Messages the account sent or received; another person's drafts (type 0) are theirs alone.
      const threadMessages = await db
        .select({
          chat_id: messages.chat_id,
          from: sql<string>`case when ${messages.sender_id} = ${userId} then 'me' else 'them' end`,
          type: messages.type,
          body: messages.body,
          read_at: messages.read_at,
          created_at: messages.created_at,
        })
        .from(messages)
        .where(or(eq(messages.sender_id, userId), and(eq(messages.recipient_id, userId), sql`${messages.type} <> 0`)))
        .orderBy(asc(messages.id));

      const [templates, searches, contacts, ownNotifications, ownNews, ownEvents] = await Promise.all([
        db.select().from(emailTemplates).where(eq(emailTemplates.user_id, userId)).orderBy(asc(emailTemplates.id)),
        db.select().from(savedSearches).where(eq(savedSearches.user_id, userId)).orderBy(asc(savedSearches.id)),
        db
          .select({
            guest: sql<string>`(select g.first_name || ' ' || g.last_name from ${guests} g where g.id = ${journalistContacts.guest_id})`,
            created_at: journalistContacts.created_at,
          })
          .from(journalistContacts)
          .where(eq(journalistContacts.journalist_id, userId)),
        db
          .select({
            type: notifications.type,
            data: notifications.data,
            read_at: notifications.read_at,
            created_at: notifications.created_at,
          })
          .from(notifications)
          .where(eq(notifications.user_id, userId))
          .orderBy(asc(notifications.id)),
        db.select().from(news).where(eq(news.author_id, userId)).orderBy(asc(news.id)),
        db.select().from(events).where(eq(events.user_id, userId)).orderBy(asc(events.id)),
      ]);
      const [registrations, briefingQuestions, ownSubscriptions, ownPayments, team] = await Promise.all([
        db
          .select({ event_id: eventRegistrations.event_id, created_at: eventRegistrations.created_at })
          .from(eventRegistrations)
          .where(eq(eventRegistrations.user_id, userId)),
        db
          .select({
            event_id: eventQuestions.event_id,
            body: eventQuestions.body,
            created_at: eventQuestions.created_at,
          })
          .from(eventQuestions)
          .where(eq(eventQuestions.user_id, userId)),
        db.select().from(subscriptions).where(eq(subscriptions.user_id, userId)).orderBy(asc(subscriptions.id)),
        db
          .select({
            id: payments.id,
            amount_cents: payments.amount_cents,
            gst_cents: payments.gst_cents,
            currency: payments.currency,
            status: payments.status,
            receipt_number: payments.receipt_number,
            period_end: payments.period_end,
            provider: payments.provider,
            created_at: payments.created_at,
          })
          .from(payments)
          .where(eq(payments.user_id, userId))
          .orderBy(asc(payments.id)),
        db
          .select({
            email: teamMembers.email,
            accepted_at: teamMembers.accepted_at,
            created_at: teamMembers.created_at,
          })
          .from(teamMembers)
          .where(eq(teamMembers.expert_id, userId)),
      ]);

      return {
        account,
        guests: ownGuests.map((g) => ({
          ...g,
          search: undefined,
          images: images.filter((i) => i.guest_id === g.id),
          videos: videos.filter((v) => v.guest_id === g.id),
        })),
        interviews: ownInterviews.map((i) => ({
          ...i,
          history: history.filter((h) => h.interview_id === i.id),
          my_notes: notes.filter((n) => n.interview_id === i.id),
        })),
        questions: threads.map((t) => ({ ...t, messages: threadMessages.filter((m) => m.chat_id === t.id) })),
        email_templates: templates,
        saved_searches: searches,
        saved_contacts: contacts,
        notifications: ownNotifications,
        news: ownNews,
        events: ownEvents,
        event_registrations: registrations,
        briefing_questions: briefingQuestions,
        subscriptions: ownSubscriptions,
        payments: ownPayments,
        team_members: team,
        // Source requests (issue 27): the journalist's requests, the expert account's pitches and alert settings.
        source_requests: await db
          .select()
          .from(sourceRequests)
          .where(eq(sourceRequests.journalist_id, userId))
          .orderBy(asc(sourceRequests.id)),
        request_pitches: await db
          .select()
          .from(requestPitches)
          .where(eq(requestPitches.expert_id, userId))
          .orderBy(asc(requestPitches.id)),
        request_alerts: await db.select().from(requestAlerts).where(eq(requestAlerts.user_id, userId)),
      };
    },

    // --- Deletion -------------------------------------------------------------------------

    /** Accounts whose deletion date has passed and that are not yet anonymised. */
    dueForDeletion: (now: string, limit: number) =>
      db
        .select({ id: users.id })
        .from(users)
        .where(and(lte(users.date_deleting, now), isNull(users.deleted_at)))
        .orderBy(asc(users.date_deleting))
        .limit(limit),

    /** Locks the account's row for the deletion; null when another run took it or it was restored. */
    claimForDeletion: (userId: number, now: string) =>
      db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), lte(users.date_deleting, now), isNull(users.deleted_at)))
        .for('update')
        .then((rows) => rows[0] ?? null),

    /** The account's subscriptions that the provider may still charge. */
    liveSubscriptions: (userId: number) =>
      db
        .select({ id: subscriptions.id, provider_ref: subscriptions.provider_ref })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.user_id, userId),
            inArray(subscriptions.status, ['active', 'pending']),
            isNotNull(subscriptions.provider_ref),
          ),
        ),

    cancelSubscriptions: (ids: number[], now: string) =>
      db.update(subscriptions).set({ status: 'cancelled', updated_at: now }).where(inArray(subscriptions.id, ids)),

    /** The files the account's rows point at (photos, logos, guest media, news and event pictures). */
    async filesOf(userId: number) {
      const guestRows = await db
        .select({
          id: guests.id,
          avatar: guests.avatar,
          guest_company_logo: guests.guest_company_logo,
          manager_company_logo: guests.manager_company_logo,
        })
        .from(guests)
        .where(eq(guests.user_id, userId));
      const ids = guestRows.map((g) => g.id);
      const images = ids.length
        ? await db.select({ url: guestImages.image }).from(guestImages).where(inArray(guestImages.guest_id, ids))
        : [];
      const newsPictures = await db.select({ url: news.picture }).from(news).where(eq(news.author_id, userId));
      const eventImages = await db.select({ url: events.header_image }).from(events).where(eq(events.user_id, userId));
      return [
        ...guestRows.flatMap((g) => [g.avatar, g.guest_company_logo, g.manager_company_logo]),
        ...images.map((i) => i.url),
        ...newsPictures.map((n) => n.url),
        ...eventImages.map((e) => e.url),
      ].filter((url): url is string => Boolean(url));
    },

    /**
     * Removes the account's personal data in one transaction. Kept, with the person anonymised:
     * the other side's interviews, their history and threads (the rows point at this user, who now
     * reads "Deleted user"), and payments and subscriptions (receipts the law asks us to keep).
     * Removed: sign-in (tokens, codes, links, identities), photos and contact details, guests
     * (out of the directory, anonymised where interviews still point at them), private contacts,
     * templates, saved searches, notes, notifications, drafts, published news and events, team
     * links and archives.
     */
    async anonymise(userId: number, now: string) {
      await db.delete(accessTokens).where(eq(accessTokens.user_id, userId));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
      await db.delete(passwordResets).where(eq(passwordResets.user_id, userId));
      await db.delete(userIdentities).where(eq(userIdentities.user_id, userId));
      await db.delete(emailChanges).where(eq(emailChanges.user_id, userId));
      await db.delete(socialChallenges).where(eq(socialChallenges.user_id, userId));
      await db.delete(oauthStates).where(eq(oauthStates.link_user_id, userId));
      await db.delete(accountExports).where(eq(accountExports.user_id, userId));
      await db.delete(emailTemplates).where(eq(emailTemplates.user_id, userId));
      await db.delete(savedSearches).where(eq(savedSearches.user_id, userId));
      // Source requests (issue 27): the journalist's requests (their pitches with them), the account's pitches and alerts.
      await db.delete(sourceRequests).where(eq(sourceRequests.journalist_id, userId));
      await db.delete(requestPitches).where(eq(requestPitches.expert_id, userId));
      await db.delete(requestAlerts).where(eq(requestAlerts.user_id, userId));
      await db.delete(journalistContacts).where(eq(journalistContacts.journalist_id, userId));
      await db.delete(interviewNotes).where(eq(interviewNotes.user_id, userId));
      await db.delete(notifications).where(eq(notifications.user_id, userId));
      await db.delete(eventRegistrations).where(eq(eventRegistrations.user_id, userId));
      await db.delete(eventQuestions).where(eq(eventQuestions.user_id, userId));
      // Drafts were never sent: nobody else has read them.
      await db.delete(messages).where(and(eq(messages.sender_id, userId), eq(messages.type, 0)));
      // Published content goes with its author (its pages would name a person who is gone).
      await db.delete(news).where(eq(news.author_id, userId));
      await db.delete(events).where(eq(events.user_id, userId));
      // A team: as owner, the invitations and seats end; as a member, the seat is freed.
      await db.delete(teamMembers).where(eq(teamMembers.expert_id, userId));
      await db.update(teamMembers).set({ member_user_id: null }).where(eq(teamMembers.member_user_id, userId));

      const guestIds = (await db.select({ id: guests.id }).from(guests).where(eq(guests.user_id, userId))).map(
        (g) => g.id,
      );
      if (guestIds.length) {
        await db.delete(guestImages).where(inArray(guestImages.guest_id, guestIds));
        await db.delete(guestVideos).where(inArray(guestVideos.guest_id, guestIds));
        await db.delete(journalistContacts).where(inArray(journalistContacts.guest_id, guestIds));
        // Interviews and threads still point at the guests: the rows stay, out of every list, nameless.
        await db
          .update(guests)
          .set({
            first_name: DELETED_NAME.first_name,
            last_name: 'guest',
            title: '',
            company_name: '',
            linkedin: '',
            description: '',
            headline: null,
            avatar: null,
            guest_company_logo: null,
            guest_company_description: null,
            manager_company_description: null,
            manager_company_logo: null,
            is_hidden: true,
            deleted_at: sql`coalesce(${guests.deleted_at}, ${now})`,
            updated_at: now,
          })
          .where(inArray(guests.id, guestIds));
      }

      await db
        .update(users)
        .set({
          ...DELETED_NAME,
          email: deletedEmail(userId),
          password: null,
          title: null,
          company_name: null,
          company_description: null,
          company_logo: null,
          work_phone: null,
          linkedin: null,
          avatar: null,
          publication: null,
          twofa_secret: null,
          twofa_status: false,
          twofa_last_step: null,
          calendar_feed_version: null,
          deleted_at: now,
          updated_at: now,
        })
        .where(eq(users.id, userId));
    },
  };
}

export type AccountLifecycleRepository = ReturnType<typeof accountLifecycleRepository>;
