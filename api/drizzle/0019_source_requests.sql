CREATE TABLE "request_alerts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"expertise_ids" integer[] DEFAULT '{}' NOT NULL,
	"frequency" varchar(16) DEFAULT 'immediate' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"opportunities_seen_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_pitches" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"author_id" integer,
	"answer" text NOT NULL,
	"status" varchar(24) DEFAULT 'pitched' NOT NULL,
	"decline_note" varchar(500),
	"match_score" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"journalist_id" integer NOT NULL,
	"summary" varchar(140) NOT NULL,
	"details" text NOT NULL,
	"expertise_ids" integer[] DEFAULT '{}' NOT NULL,
	"country_ids" integer[] DEFAULT '{}' NOT NULL,
	"region_ids" integer[] DEFAULT '{}' NOT NULL,
	"language_ids" integer[] DEFAULT '{}' NOT NULL,
	"medium" varchar(16) NOT NULL,
	"format" varchar(16) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"outlet_name" varchar(120),
	"anonymous_outlet" boolean DEFAULT false NOT NULL,
	"max_pitches" smallint,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"pitches_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_alerts" ADD CONSTRAINT "request_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pitches" ADD CONSTRAINT "request_pitches_request_id_source_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."source_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pitches" ADD CONSTRAINT "request_pitches_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pitches" ADD CONSTRAINT "request_pitches_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pitches" ADD CONSTRAINT "request_pitches_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_requests" ADD CONSTRAINT "source_requests_journalist_id_users_id_fk" FOREIGN KEY ("journalist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_pitches_guest_uq" ON "request_pitches" USING btree ("request_id","guest_id");--> statement-breakpoint
CREATE INDEX "request_pitches_expert_idx" ON "request_pitches" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "source_requests_journalist_idx" ON "source_requests" USING btree ("journalist_id","status","deadline");--> statement-breakpoint
CREATE INDEX "source_requests_open_deadline_idx" ON "source_requests" USING btree ("deadline") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "source_requests_open_created_idx" ON "source_requests" USING btree ("created_at","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "source_requests_open_expertise_idx" ON "source_requests" USING gin ("expertise_ids") WHERE status = 'open';