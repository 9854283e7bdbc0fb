CREATE TABLE "document_content_part" (
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "document_content_part_document_id_position_pk" PRIMARY KEY("document_id","position")
);
--> statement-breakpoint
ALTER TABLE "document" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_opportunity" ADD COLUMN "owner_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "href" text;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD COLUMN "triage_category" text;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD COLUMN "triage_urgency" text;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD COLUMN "triage_tone" text;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD COLUMN "suggested_priority" text;--> statement-breakpoint
ALTER TABLE "document_content_part" ADD CONSTRAINT "document_content_part_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_opportunity_workspace_updated_idx" ON "crm_opportunity" USING btree ("workspace_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "mail_queue_user_failed_idx" ON "mail_queue" USING btree ("user_id","created_at") WHERE "mail_queue"."status" = 'failed';