CREATE TABLE "caldav_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"server_url" text NOT NULL,
	"username" text NOT NULL,
	"secret" text NOT NULL,
	"calendar_url" text NOT NULL,
	"calendar_name" text DEFAULT '' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"sync_claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caldav_account_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "caldav_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"item_key" text NOT NULL,
	"href" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feed" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	CONSTRAINT "calendar_feed_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "calendar_import_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"item_key" text NOT NULL,
	"event_id" uuid NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"imap_host" text NOT NULL,
	"imap_port" integer NOT NULL,
	"imap_tls" boolean NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer NOT NULL,
	"smtp_tls" boolean NOT NULL,
	"username" text NOT NULL,
	"secret" text NOT NULL,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"sync_claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailbox_account_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "mailbox_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"uid" bigint NOT NULL,
	"message_id" text,
	"references" text,
	"from_address" text NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caldav_account" ADD CONSTRAINT "caldav_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_item" ADD CONSTRAINT "caldav_item_account_id_caldav_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."caldav_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_item" ADD CONSTRAINT "caldav_item_event_id_calendar_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_import_item" ADD CONSTRAINT "calendar_import_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_import_item" ADD CONSTRAINT "calendar_import_item_event_id_calendar_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_account" ADD CONSTRAINT "mailbox_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_message" ADD CONSTRAINT "mailbox_message_account_id_mailbox_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mailbox_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_message" ADD CONSTRAINT "mailbox_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caldav_item_account_key_idx" ON "caldav_item" USING btree ("account_id","item_key");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_import_item_user_key_idx" ON "calendar_import_item" USING btree ("user_id","item_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_message_account_uid_idx" ON "mailbox_message" USING btree ("account_id","uid");--> statement-breakpoint
CREATE INDEX "mailbox_message_user_received_idx" ON "mailbox_message" USING btree ("user_id","received_at");