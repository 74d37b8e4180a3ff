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
import { timestamps } from './columns';
import { users } from './users';

/** Visibility, Proficiency and Advocacy, for the Doctor and Author packages (spec section 9). */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    package: varchar('package', { length: 16, enum: ['doctor', 'author'] }).notNull(),
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
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: varchar('status', { length: 16, enum: ['pending', 'active', 'cancelled', 'expired'] }).notNull(),
    provider: varchar('provider', { length: 16, enum: ['sandbox', 'stripe'] }).notNull(),
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
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscription_id: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    amount_cents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16, enum: ['pending', 'succeeded', 'failed', 'refunded'] }).notNull(),
    provider: varchar('provider', { length: 16, enum: ['sandbox', 'stripe'] }).notNull(),
    provider_ref: varchar('provider_ref', { length: 255 }),
    created_at: timestamps.created_at,
  },
  (t) => [
    index('payments_user_idx').on(t.user_id, t.created_at),
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.provider_ref),
  ],
);
