-- Issue 28, fourth round: the facet counts and the page come from the index in memory
-- (directory.index.ts), so nothing reads guest_facet_counts or the filter rows' sort btrees (rating,
-- name, newest) any more: they go with the triggers and functions that kept the counts, and every
-- change of a filter row costs a row write less. The GIN indexes on the id lists stay: the source
-- requests match guests with them.
DROP TRIGGER IF EXISTS "guest_facet_counts_insert" ON "guest_search_filters";--> statement-breakpoint
DROP TRIGGER IF EXISTS "guest_facet_counts_update" ON "guest_search_filters";--> statement-breakpoint
DROP TRIGGER IF EXISTS "guest_facet_counts_delete" ON "guest_search_filters";--> statement-breakpoint
DROP FUNCTION IF EXISTS guest_facet_counts_on_filters();--> statement-breakpoint
DROP FUNCTION IF EXISTS apply_guest_facet_counts(guest_search_filters[], integer);--> statement-breakpoint
DROP TABLE "guest_facet_counts";--> statement-breakpoint
DROP INDEX "guest_search_filters_rating_idx";--> statement-breakpoint
DROP INDEX "guest_search_filters_name_idx";--> statement-breakpoint
DROP INDEX "guest_search_filters_newest_idx";
