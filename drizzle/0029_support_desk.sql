CREATE TABLE "support_form" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_form_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "support_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"workspace_id" text NOT NULL,
	"direction" text NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"message_id" text,
	"in_reply_to" text,
	"references" text,
	"request_key" text,
	"mail_ref" text,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_ticket" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"category" text DEFAULT 'question' NOT NULL,
	"assignee" text,
	"source" text NOT NULL,
	"first_response_due_at" timestamp with time zone NOT NULL,
	"resolution_due_at" timestamp with time zone NOT NULL,
	"first_responded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "support_form" ADD CONSTRAINT "support_form_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_message" ADD CONSTRAINT "support_message_ticket_id_support_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD CONSTRAINT "support_ticket_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_message_ticket_sent_idx" ON "support_message" USING btree ("ticket_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_message_workspace_message_id_idx" ON "support_message" USING btree ("workspace_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_message_ticket_request_key_idx" ON "support_message" USING btree ("ticket_id","request_key");--> statement-breakpoint
CREATE INDEX "support_ticket_workspace_last_idx" ON "support_ticket" USING btree ("workspace_id","last_message_at");--> statement-breakpoint
CREATE INDEX "support_ticket_workspace_status_idx" ON "support_ticket" USING btree ("workspace_id","status","last_message_at");