-- Issue 13: a journalist's contacts (saved and private), saved searches with their digest, the
-- scheduler's job rows, guests' headline, and the history of interview requests.
CREATE TABLE "interview_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journalist_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"journalist_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"query" jsonb NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"last_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_new_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "headline" varchar(140);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_status_changes" ADD CONSTRAINT "interview_status_changes_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_status_changes" ADD CONSTRAINT "interview_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journalist_contacts" ADD CONSTRAINT "journalist_contacts_journalist_id_users_id_fk" FOREIGN KEY ("journalist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journalist_contacts" ADD CONSTRAINT "journalist_contacts_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_status_changes_interview_idx" ON "interview_status_changes" USING btree ("interview_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journalist_contacts_unique" ON "journalist_contacts" USING btree ("journalist_id","guest_id");--> statement-breakpoint
CREATE INDEX "journalist_contacts_guest_idx" ON "journalist_contacts" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_name" ON "saved_searches" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("is_paused","last_run_at");--> statement-breakpoint
-- History for requests made before it was kept: the request itself, then its present status.
INSERT INTO "interview_status_changes" ("interview_id", "status", "changed_by", "created_at")
  SELECT "id", 0, "journalist_id", "created_at" FROM "interviews";--> statement-breakpoint
INSERT INTO "interview_status_changes" ("interview_id", "status", "changed_by", "created_at")
  SELECT "id", "status", NULL, "updated_at" FROM "interviews" WHERE "status" <> 0;
