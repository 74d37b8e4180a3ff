CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type" varchar(16) NOT NULL,
	"item_id" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"note" text,
	"reporter_user_id" integer,
	"reporter_key" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_item_type_known" CHECK ("reports"."item_type" in ('news', 'story_idea', 'event', 'guest', 'question')),
	CONSTRAINT "reports_reason_known" CHECK ("reports"."reason" in ('spam', 'offensive', 'misleading', 'personal_data', 'other')),
	CONSTRAINT "reports_status_known" CHECK ("reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_staff_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_open_item_idx" ON "reports" USING btree ("item_type","item_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_hidden_by_staff_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_hidden_by_staff_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_hidden_by_staff_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_hidden_by_staff_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (issue 26, moderation). The directory's rule (0005) gains the moderator's
-- hiding: a guest with hidden_at set leaves the directory like one its account hid, and comes back
-- when a moderator unhides it.
CREATE OR REPLACE FUNCTION refresh_guest_search_filters(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO guest_search_filters AS f (guest_id, visible, gender, rating, created_at, sort_last, sort_first,
    name_key, expertise_ids, country_ids, region_ids, language_ids)
  SELECT g.id,
    NOT g.is_draft AND NOT g.is_private AND NOT g.is_hidden AND g.deleted_at IS NULL AND g.hidden_at IS NULL
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
-- The guests UPDATE trigger (0013) refreshes a filter row only when a column the rule reads changed:
-- hidden_at is one now.
CREATE OR REPLACE FUNCTION guest_search_on_guests_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_guest_search_documents(ARRAY(SELECT id FROM (
    SELECT id, first_name, last_name, title, company_name, description FROM changed_rows
    EXCEPT SELECT id, first_name, last_name, title, company_name, description FROM old_rows) words));
  PERFORM refresh_guest_search_filters(ARRAY(
    SELECT id FROM (
      SELECT id, user_id, is_draft, is_private, is_hidden, deleted_at, hidden_at, gender, rating, created_at,
        first_name, last_name FROM changed_rows WHERE NOT is_private
      EXCEPT SELECT id, user_id, is_draft, is_private, is_hidden, deleted_at, hidden_at, gender, rating, created_at,
        first_name, last_name FROM old_rows) filters
    UNION
    SELECT id FROM (SELECT id, is_private FROM changed_rows EXCEPT SELECT id, is_private FROM old_rows) switched));
  RETURN NULL;
END $$;
