-- The company brain (issue 20): French full text without accents (unaccent + french stemming) and
-- trigrams for document names; the same SQL on PGlite (contrib extensions) and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DO $$ BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'septime_fr') THEN
		CREATE TEXT SEARCH CONFIGURATION septime_fr (COPY = pg_catalog.french);
		ALTER TEXT SEARCH CONFIGURATION septime_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
	END IF;
END $$;--> statement-breakpoint
CREATE TABLE "document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"status" text NOT NULL,
	"page_count" integer,
	"passage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_passage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"page" integer,
	"section" text,
	"body" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('septime_fr'::regconfig, coalesce(section, '') || ' ' || body)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_message" ADD COLUMN "sources" jsonb;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_passage" ADD CONSTRAINT "document_passage_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_passage" ADD CONSTRAINT "document_passage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_user_created_idx" ON "document" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "document_name_trgm_idx" ON "document" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_passage_tsv_idx" ON "document_passage" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "document_passage_document_idx" ON "document_passage" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "document_passage_user_idx" ON "document_passage" USING btree ("user_id");