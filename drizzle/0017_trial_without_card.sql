ALTER TABLE "sandbox_checkout" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;