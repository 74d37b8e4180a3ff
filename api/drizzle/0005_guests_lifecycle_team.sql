CREATE TABLE "guest_reminders" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "member_user_id" integer;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invite_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "last_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_reminders" ADD CONSTRAINT "guest_reminders_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_member_user_unique" ON "team_members" USING btree ("member_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_invite_token_unique" ON "team_members" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "guests_account_live_idx" ON "guests" USING btree ("user_id","last_confirmed_at") WHERE deleted_at IS NULL;--> statement-breakpoint
-- Hand-written from here (issue 14, the expert's guests). The directory's rule (0004) gains the
-- expert's own switches: a guest is visible when published, not a journalist's private contact,
-- not hidden by its account, not removed, and its account is an expert (role 0) with SIMPLE_USER
-- status (1) that has not asked to be deleted. The guests triggers of 0002/0004 are statement-level
-- AFTER UPDATE ON guests with no column list, so they already fire when is_hidden or deleted_at
-- change and call this function.
CREATE OR REPLACE FUNCTION refresh_guest_search_filters(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO guest_search_filters AS f (guest_id, visible, gender, rating, created_at, sort_last, sort_first,
    name_key, expertise_ids, country_ids, region_ids, language_ids)
  SELECT g.id,
    NOT g.is_draft AND NOT g.is_private AND NOT g.is_hidden AND g.deleted_at IS NULL
      AND u.role = 0 AND u.status = 1 AND u.date_deleting IS NULL,
    g.gender, g.rating, g.created_at, lower(g.last_name), lower(g.first_name),
    lower(immutable_unaccent(g.first_name || ' ' || g.last_name)),
    ARRAY(SELECT l.expertise_id FROM guest_expertises l WHERE l.guest_id = g.id ORDER BY 1),
    ARRAY(SELECT l.country_id FROM guest_countries l WHERE l.guest_id = g.id ORDER BY 1),
    ARRAY(SELECT l.region_id FROM guest_regions l WHERE l.guest_id = g.id ORDER BY 1),
    ARRAY(SELECT l.language_id FROM guest_languages l WHERE l.guest_id = g.id ORDER BY 1)
  FROM guests g JOIN users u ON u.id = g.user_id
  WHERE g.id = ANY(ids)
  ON CONFLICT (guest_id) DO UPDATE SET visible = excluded.visible, gender = excluded.gender,
    rating = excluded.rating, created_at = excluded.created_at, sort_last = excluded.sort_last,
    sort_first = excluded.sort_first, name_key = excluded.name_key, expertise_ids = excluded.expertise_ids,
    country_ids = excluded.country_ids, region_ids = excluded.region_ids, language_ids = excluded.language_ids
  -- An unchanged row is left alone: no dead tuple, no count churn.
  WHERE (f.visible, f.gender, f.rating, f.created_at, f.sort_last, f.sort_first, f.name_key, f.expertise_ids,
      f.country_ids, f.region_ids, f.language_ids)
    IS DISTINCT FROM (excluded.visible, excluded.gender, excluded.rating, excluded.created_at, excluded.sort_last,
      excluded.sort_first, excluded.name_key, excluded.expertise_ids, excluded.country_ids, excluded.region_ids,
      excluded.language_ids);
$$;--> statement-breakpoint
-- Backfill: only guests the new rule sees differently (hidden or removed) can change. The columns are
-- new (false and null everywhere), so this finds none today; it keeps the migration right if rerun on
-- data written in between.
SELECT refresh_guest_search_filters(ARRAY(SELECT id FROM guests WHERE is_hidden OR deleted_at IS NOT NULL));
