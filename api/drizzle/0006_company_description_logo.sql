-- Issue 14: an expert account's company description and logo, shown and edited on its profile.
ALTER TABLE "users" ADD COLUMN "company_description" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_logo" varchar(512);