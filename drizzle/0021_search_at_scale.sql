CREATE TABLE "document_lexeme" (
	"user_id" text NOT NULL,
	"lexeme" text NOT NULL,
	"passages" integer NOT NULL,
	CONSTRAINT "document_lexeme_user_id_lexeme_pk" PRIMARY KEY("user_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "name_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('septime_fr'::regconfig, name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "document_lexeme" ADD CONSTRAINT "document_lexeme_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_name_tsv_idx" ON "document" USING gin ("name_tsv");--> statement-breakpoint
-- The word counts of the passages already stored (decision 034): from then on the documents service
-- keeps them in step with every insert and delete.
INSERT INTO "document_lexeme" ("user_id", "lexeme", "passages")
SELECT p."user_id", w.lexeme, count(*)::int
FROM "document_passage" p, unnest(tsvector_to_array(p."tsv")) AS w(lexeme)
GROUP BY p."user_id", w.lexeme;
