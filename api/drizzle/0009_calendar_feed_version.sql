-- The calendar feed's address becomes an HMAC of the user's id and a version: no usable token stays in
-- the database. Users who had an address get version 1 (a new address); the old ones stop working.
ALTER TABLE "users" ADD COLUMN "calendar_feed_version" integer;--> statement-breakpoint
UPDATE "users" SET "calendar_feed_version" = 1 WHERE "calendar_token" IS NOT NULL;--> statement-breakpoint
DROP INDEX "users_calendar_token_unique";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "calendar_token";
