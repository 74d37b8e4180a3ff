import type { Database } from '../database';
import { seedContext } from './context';
import { storeDemoPictures } from './pictures';
import { seedAccounts } from './steps/accounts';
import { seedBlogPosts } from './steps/blogPosts';
import { seedContactMessages } from './steps/contactMessages';
import { seedReports } from './steps/reports';
import { seedEmailTemplates } from './steps/emailTemplates';
import { seedEvents } from './steps/events';
import { seedGuests } from './steps/guests';
import { seedInterviews } from './steps/interviews';
import { seedNews } from './steps/news';
import { seedNotifications } from './steps/notifications';
import { seedOpenCheckout, seedPayments } from './steps/payments';
import { seedQuestions } from './steps/questions';
import { readReferenceData } from './steps/referenceData';
import { seedSiteContent } from './steps/siteContent';
import { seedSourceRequests } from './steps/sourceRequests';
import { seedStaff } from './steps/staff';
import { seedTeamAccount } from './steps/teamAccount';
import { seedTeamMembers } from './steps/teamMembers';

export { SEED } from './context';

export interface SeedOptions {
  /** Multiplies the volume (guests, journalists, content, activity) for benchmarks. */
  scale?: number;
  /** The moment dates are spread around; defaults to now so "upcoming" stays upcoming. */
  now?: Date;
  /** How many guests (default four per expert account); more adds expert accounts, for search benchmarks. */
  guests?: number;
  /**
   * Where uploads live (DATA_DIR) and the API's public address: guests get stored avatar and
   * gallery pictures. Without it, avatars are inline placeholders and guests have no gallery.
   */
  storage?: { dataDir: string; publicUrl: string };
  /** Told how long each phase of the guests' load took (the CLI prints them: seeding at scale). */
  phase?: (phase: string, ms: number) => void;
}

export interface SeedSummary {
  [table: string]: number;
}

/**
 * Realistic demo data, the same on every run from a fixed seed: the same ids and slugs each time
 * on an empty database. Lookups must exist first (bringUpToDate).
 *
 * The steps share one seeded faker and insert in turn, so their order is part of the data: a step
 * moved, or a draw added or dropped in one, changes every row after it.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const ctx = seedContext(db, options);
  const ref = await readReferenceData(ctx);
  const accounts = await seedAccounts(ctx, ref, { guests: options.guests });
  const { demo, expertIds } = accounts;
  // A few stored files shared by every guest; with no storage, inline placeholders and no gallery.
  const pictures = options.storage ? await storeDemoPictures(options.storage.dataDir, options.storage.publicUrl) : null;
  const guests = await seedGuests(ctx, ref, accounts, { guests: options.guests, pictures, phase: options.phase });
  await seedTeamMembers(ctx, accounts);

  const authors = [demo.expert, ...expertIds];
  const newsIds = await seedNews(ctx, ref, { demo, authors }, guests);
  const blogPosts = await seedBlogPosts(ctx, ref);
  const eventIds = await seedEvents(ctx, ref, { demo, authors }, guests, newsIds);

  const templates = await seedEmailTemplates(ctx, accounts);
  const interviews = await seedInterviews(ctx, ref, accounts, guests, templates.templateFor);
  const questions = await seedQuestions(ctx, ref, accounts, guests);
  const notifications = await seedNotifications(ctx, accounts);

  const planIds = await seedPayments(ctx, [demo.expert, ...expertIds]);
  await seedSiteContent(db);
  const team = await seedTeamAccount(db, {
    password: accounts.demoHash,
    planId: planIds[0],
    now: ctx.daysFromNow,
    lists: {
      countries: ref.topCountries,
      expertises: ref.expertises,
      regions: ref.regions,
      languages: ref.commonLanguages,
    },
    pictures,
  });
  // paying@ left a checkout open.
  await seedOpenCheckout(db, demo.paying, planIds);
  // The operations console's staff, one per role (after everything: nothing above moves).
  const staffCount = await seedStaff(db, accounts.demoHash);
  // The contact inbox's messages (fixed, no draws).
  const contactCount = await seedContactMessages(db, ctx.daysFromNow);
  // The moderation queue's open reports (fixed, no draws).
  const reportCount = await seedReports(db, ctx.daysFromNow, demo.expert);
  // Source requests and their pitches (issue 27; fixed, no draws).
  await seedSourceRequests(db, ctx.daysFromNow, { journalist: demo.journalist, expert: demo.expert });

  return {
    users: accounts.demoIds.length + expertIds.length + accounts.journalistIds.length + team.users,
    guests: guests.guestIds.length + team.guests,
    news: newsIds.length,
    blog_posts: blogPosts,
    events: eventIds.length,
    interviews,
    chats: questions.chats,
    messages: questions.messages,
    notifications,
    email_templates: templates.count,
    staff: staffCount,
    contact_messages: contactCount,
    reports: reportCount,
  };
}
