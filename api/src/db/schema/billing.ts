import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, timestamps } from './columns';
import { users } from './users';

/**
 * Visibility, Proficiency and Advocacy (spec section 9): for any expert (package `general`), and the
 * Doctor and Author packages' own. Reference data (db/reference/plans.ts), added by slug.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    package: varchar('package', { length: 16, enum: ['general', 'doctor', 'author'] }).notNull(),
    tier: varchar('tier', { length: 16, enum: ['visibility', 'proficiency', 'advocacy'] }).notNull(),
    /** Annual fee before GST, in cents of `currency`. */
    price_cents: integer('price_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('SGD'),
    interval: varchar('interval', { length: 8, enum: ['year'] })
      .notNull()
      .default('year'),
    features: jsonb('features').$type<string[]>().notNull(),
    sort_order: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('subscription_plans_slug_unique').on(t.slug)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: varchar('status', { length: 16, enum: ['pending', 'active', 'cancelled', 'expired'] }).notNull(),
    provider: varchar('provider', { length: 16, enum: ['sandbox', 'stripe', 'paypal'] }).notNull(),
    provider_ref: varchar('provider_ref', { length: 255 }),
    current_period_end: timestamp('current_period_end', { withTimezone: true, mode: 'string' }),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('subscriptions_user_idx').on(t.user_id, t.status)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    subscription_id: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    plan_id: integer('plan_id').references(() => subscriptionPlans.id),
    /** The total charged, GST included; `gst_cents` is the GST part of it. */
    amount_cents: integer('amount_cents').notNull(),
    gst_cents: integer('gst_cents').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16, enum: ['pending', 'succeeded', 'failed', 'refunded'] }).notNull(),
    /** The receipt's number, given when the payment succeeds. */
    receipt_number: varchar('receipt_number', { length: 32 }),
    period_end: timestamp('period_end', { withTimezone: true, mode: 'string' }),
    provider: varchar('provider', { length: 16, enum: ['sandbox', 'stripe', 'paypal'] }).notNull(),
    provider_ref: varchar('provider_ref', { length: 255 }),
    created_at: timestamps.created_at,
  },
  (t) => [
    index('payments_user_idx').on(t.user_id, t.created_at),
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.provider_ref),
  ],
);

/** A checkout started for a plan: the sandbox's own page, or a Stripe Checkout Session. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: varchar('id', { length: 255 }).primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    provider: varchar('provider', { length: 16, enum: ['sandbox', 'stripe'] }).notNull(),
    /** mismatch: the provider reported another amount or currency than asked; left for review. */
    status: varchar('status', { length: 16, enum: ['open', 'paid', 'failed', 'expired', 'mismatch'] })
      .notNull()
      .default('open'),
    amount_cents: integer('amount_cents').notNull(),
    gst_cents: integer('gst_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [index('checkout_sessions_user_idx').on(t.user_id, t.created_at)],
);

/** Webhook events already processed: each provider event is handled once however often it arrives. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16, enum: ['sandbox', 'stripe'] }).notNull(),
    event_id: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 128 }).notNull(),
    processed_at: timestamps.created_at,
  },
  (t) => [uniqueIndex('webhook_events_provider_event_unique').on(t.provider, t.event_id)],
);
