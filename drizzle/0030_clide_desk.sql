ALTER TABLE "support_ticket" ADD COLUMN "triage_category" text;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD COLUMN "triage_urgency" text;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD COLUMN "triage_tone" text;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD COLUMN "suggested_priority" text;