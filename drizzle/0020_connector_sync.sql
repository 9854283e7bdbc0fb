ALTER TABLE "caldav_account" ADD COLUMN "next_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "caldav_account" ADD COLUMN "sync_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailbox_account" ADD COLUMN "next_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailbox_account" ADD COLUMN "sync_failures" integer DEFAULT 0 NOT NULL;