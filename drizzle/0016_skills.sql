CREATE TABLE "approval" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"employee" text NOT NULL,
	"skill_id" uuid,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"summary" text NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'proposed' NOT NULL,
	"execute_at" timestamp with time zone,
	"decided_by" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_trust" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"employee" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"trigger" text NOT NULL,
	"cron" text,
	"event" text,
	"destination" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"webhook_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_run" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"skill_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"origin" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"payload" jsonb,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"output" text,
	"error" text,
	"quota_cost" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval" ADD CONSTRAINT "approval_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval" ADD CONSTRAINT "approval_skill_id_skill_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skill"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_trust" ADD CONSTRAINT "approval_trust_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill" ADD CONSTRAINT "skill_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_run" ADD CONSTRAINT "skill_run_skill_id_skill_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_run" ADD CONSTRAINT "skill_run_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_user_dedupe_idx" ON "approval" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "approval_user_status_created_idx" ON "approval" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "approval_scheduled_idx" ON "approval" USING btree ("status","execute_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_trust_user_kind_idx" ON "approval_trust" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "audit_log_user_created_idx" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "skill_user_employee_idx" ON "skill" USING btree ("user_id","employee");--> statement-breakpoint
CREATE INDEX "skill_due_idx" ON "skill" USING btree ("next_run_at") WHERE "skill"."enabled" and "skill"."next_run_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "skill_run_skill_scheduled_idx" ON "skill_run" USING btree ("skill_id","scheduled_for","origin");--> statement-breakpoint
CREATE INDEX "skill_run_claim_idx" ON "skill_run" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "skill_run_skill_created_idx" ON "skill_run" USING btree ("skill_id","created_at");