-- An import's decision as one row (review M2, PGlite): the last step of an import no longer makes
-- all its rows live in one statement (about 1 s for 5,000 rows on PGlite, every other query waiting);
-- committing sets committed_at here, then the rows go live 100 at a time, finished after a crash by
-- the sweep. Rows of a batch without a committed row here are deleted once abandoned.
CREATE TABLE "guest_import_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"committed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_import_batches" ADD CONSTRAINT "guest_import_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;