CREATE TABLE "document_pending_passage" (
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"page" integer,
	"section" text,
	"body" text NOT NULL,
	CONSTRAINT "document_pending_passage_document_id_position_pk" PRIMARY KEY("document_id","position")
);
--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "total_passages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_pending_passage" ADD CONSTRAINT "document_pending_passage_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;