CREATE TABLE "guest_facet_counts" (
	"facet" varchar(16) NOT NULL,
	"value" varchar(32) NOT NULL,
	"gender" varchar(32) NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "guest_facet_counts_facet_value_gender_rating_pk" PRIMARY KEY("facet","value","gender","rating")
);
--> statement-breakpoint
CREATE TABLE "guest_search_filters" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"visible" boolean NOT NULL,
	"gender" varchar(32) NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sort_last" varchar(255) NOT NULL,
	"sort_first" varchar(255) NOT NULL,
	"name_key" text NOT NULL,
	"expertise_ids" integer[] DEFAULT '{}' NOT NULL,
	"country_ids" integer[] DEFAULT '{}' NOT NULL,
	"region_ids" integer[] DEFAULT '{}' NOT NULL,
	"language_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_search_filters" ADD CONSTRAINT "guest_search_filters_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_search_filters_expertise_idx" ON "guest_search_filters" USING gin ("expertise_ids") WHERE visible;--> statement-breakpoint
CREATE INDEX "guest_search_filters_country_idx" ON "guest_search_filters" USING gin ("country_ids") WHERE visible;--> statement-breakpoint
CREATE INDEX "guest_search_filters_region_idx" ON "guest_search_filters" USING gin ("region_ids") WHERE visible;--> statement-breakpoint
CREATE INDEX "guest_search_filters_language_idx" ON "guest_search_filters" USING gin ("language_ids") WHERE visible;--> statement-breakpoint
CREATE INDEX "guest_search_filters_rating_idx" ON "guest_search_filters" USING btree ("rating","guest_id") WHERE visible;--> statement-breakpoint
CREATE INDEX "guest_search_filters_name_idx" ON "guest_search_filters" USING btree ("sort_last","sort_first","guest_id") WHERE visible;--> statement-breakpoint
CREATE INDEX "guest_search_filters_newest_idx" ON "guest_search_filters" USING btree ("created_at","guest_id") WHERE visible;--> statement-breakpoint
-- Hand-written from here (issue 13, the directory at size). The directory's rule lives here once:
-- a guest is visible when published, not a journalist's private contact, and its account is an
-- expert (role 0) with SIMPLE_USER status (1) that has not asked to be deleted.
CREATE OR REPLACE FUNCTION refresh_guest_search_filters(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO guest_search_filters AS f (guest_id, visible, gender, rating, created_at, sort_last, sort_first,
    name_key, expertise_ids, country_ids, region_ids, language_ids)
  SELECT g.id,
    NOT g.is_draft AND NOT g.is_private AND u.role = 0 AND u.status = 1 AND u.date_deleting IS NULL,
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
-- Adds (sign 1) or takes away (sign -1) some filter rows from the facet counts; keys in order, so
-- two writers lock the count rows they share in the same order.
CREATE OR REPLACE FUNCTION apply_guest_facet_counts(rows guest_search_filters[], sign integer) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO guest_facet_counts AS c (facet, value, gender, rating, count)
  SELECT k.facet, k.value, r.gender, r.rating, sign * count(*)
  FROM unnest(rows) r
  CROSS JOIN LATERAL (
    SELECT 'gender'::varchar AS facet, r.gender::varchar AS value
    UNION ALL SELECT 'expertise', x::varchar FROM unnest(r.expertise_ids) x
    UNION ALL SELECT 'country', x::varchar FROM unnest(r.country_ids) x
    UNION ALL SELECT 'available', x::varchar FROM unnest(r.region_ids) x
    UNION ALL SELECT 'language', x::varchar FROM unnest(r.language_ids) x
  ) k
  WHERE r.visible
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (facet, value, gender, rating) DO UPDATE SET count = c.count + excluded.count;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_facet_counts_on_filters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM apply_guest_facet_counts(ARRAY(SELECT o::guest_search_filters FROM old_rows o WHERE o.visible), -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM apply_guest_facet_counts(ARRAY(SELECT n::guest_search_filters FROM new_rows n WHERE n.visible), 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER guest_facet_counts_insert AFTER INSERT ON guest_search_filters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_facet_counts_on_filters();--> statement-breakpoint
CREATE TRIGGER guest_facet_counts_update AFTER UPDATE ON guest_search_filters
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_facet_counts_on_filters();--> statement-breakpoint
CREATE TRIGGER guest_facet_counts_delete AFTER DELETE ON guest_search_filters
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_facet_counts_on_filters();--> statement-breakpoint
-- Guests and their expertises (0002's triggers) now refresh the filter rows too.
CREATE OR REPLACE FUNCTION guest_search_on_guests() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[] := ARRAY(SELECT id FROM changed_rows);
BEGIN
  PERFORM refresh_guest_search_documents(ids);
  PERFORM refresh_guest_search_filters(ids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_search_on_links() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT guest_id FROM changed_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT guest_id FROM old_rows);
  ELSE
    ids := ARRAY(SELECT guest_id FROM changed_rows UNION SELECT guest_id FROM old_rows);
  END IF;
  PERFORM refresh_guest_search_documents(ids);
  PERFORM refresh_guest_search_filters(ids);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Countries, regions and languages are not in the text: only the filter rows follow them.
CREATE OR REPLACE FUNCTION guest_search_filters_on_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_guest_search_filters(ARRAY(SELECT DISTINCT guest_id FROM changed_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_guest_search_filters(ARRAY(SELECT DISTINCT guest_id FROM old_rows));
  ELSE
    PERFORM refresh_guest_search_filters(ARRAY(SELECT guest_id FROM changed_rows UNION SELECT guest_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An account's role, status or deletion request decides whether its guests are visible.
CREATE OR REPLACE FUNCTION guest_search_filters_on_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_guest_search_filters(ARRAY(
    SELECT g.id FROM guests g JOIN changed_rows n ON n.id = g.user_id JOIN old_rows o ON o.id = n.id
    WHERE (n.role, n.status, n.date_deleting) IS DISTINCT FROM (o.role, o.status, o.date_deleting)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER guest_search_filters_users_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_filters_on_users();--> statement-breakpoint
CREATE TRIGGER guest_search_countries_insert AFTER INSERT ON guest_countries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_filters_on_links();--> statement-breakpoint
CREATE TRIGGER guest_search_countries_update AFTER UPDATE ON guest_countries
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_filters_on_links();--> statement-breakpoint
CREATE TRIGGER guest_search_countries_delete AFTER DELETE ON guest_countries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_filters_on_links();--> statement-breakpoint
CREATE TRIGGER guest_search_regions_insert AFTER INSERT ON guest_regions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_filters_on_links();--> statement-breakpoint
CREATE TRIGGER guest_search_regions_update AFTER UPDATE ON guest_regions
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_filters_on_links();--> statement-breakpoint
CREATE TRIGGER guest_search_regions_delete AFTER DELETE ON guest_regions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_filters_on_links();--> statement-breakpoint
CREATE TRIGGER guest_search_languages_insert AFTER INSERT ON guest_languages
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_filters_on_links();--> statement-breakpoint
CREATE TRIGGER guest_search_languages_update AFTER UPDATE ON guest_languages
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_filters_on_links();--> statement-breakpoint
CREATE TRIGGER guest_search_languages_delete AFTER DELETE ON guest_languages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_search_filters_on_links();--> statement-breakpoint
SELECT refresh_guest_search_filters(ARRAY(SELECT id FROM guests));
