CREATE TABLE "organisation" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"approvers" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_invitation_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "organisation_member" (
	"organisation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"ai_daily_allowance" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_member_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ai_action" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "ai_action" ADD COLUMN "decided_by_member" text;--> statement-breakpoint
ALTER TABLE "approval" ADD COLUMN "decided_by_member" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitation" ADD CONSTRAINT "organisation_invitation_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitation" ADD CONSTRAINT "organisation_invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitation" ADD CONSTRAINT "organisation_invitation_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_member" ADD CONSTRAINT "organisation_member_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_member" ADD CONSTRAINT "organisation_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_invitation_org_idx" ON "organisation_invitation" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invitation_pending_idx" ON "organisation_invitation" USING btree ("organisation_id","email") WHERE "organisation_invitation"."accepted_at" is null and "organisation_invitation"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "organisation_member_user_active_idx" ON "organisation_member" USING btree ("user_id","active_at");--> statement-breakpoint
ALTER TABLE "ai_action" ADD CONSTRAINT "ai_action_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_action" ADD CONSTRAINT "ai_action_decided_by_member_user_id_fk" FOREIGN KEY ("decided_by_member") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval" ADD CONSTRAINT "approval_decided_by_member_user_id_fk" FOREIGN KEY ("decided_by_member") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every account made before teams founds its own organisation, named after its company profile.
INSERT INTO "organisation" ("id", "name")
SELECT u."id", COALESCE(NULLIF(btrim(p."name"), ''), u."name")
FROM "user" u LEFT JOIN "company_profile" p ON p."user_id" = u."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "organisation_member" ("organisation_id", "user_id", "role")
SELECT u."id", u."id", 'owner' FROM "user" u
ON CONFLICT DO NOTHING;
