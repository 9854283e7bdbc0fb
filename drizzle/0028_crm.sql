CREATE TABLE "crm_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"company_id" uuid,
	"contact_id" uuid,
	"opportunity_id" uuid,
	"from_stage" text,
	"to_stage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_company" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"siren" text,
	"address" text DEFAULT '' NOT NULL,
	"sector" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_contact" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_opportunity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid,
	"contact_id" uuid,
	"title" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"probability" integer DEFAULT 10 NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"expected_close_date" date,
	"next_step" text DEFAULT '' NOT NULL,
	"next_step_date" date,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_activity" ADD CONSTRAINT "crm_activity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activity" ADD CONSTRAINT "crm_activity_company_id_crm_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."crm_company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activity" ADD CONSTRAINT "crm_activity_contact_id_crm_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contact"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activity" ADD CONSTRAINT "crm_activity_opportunity_id_crm_opportunity_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."crm_opportunity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_company" ADD CONSTRAINT "crm_company_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contact" ADD CONSTRAINT "crm_contact_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contact" ADD CONSTRAINT "crm_contact_company_id_crm_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."crm_company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_opportunity" ADD CONSTRAINT "crm_opportunity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_opportunity" ADD CONSTRAINT "crm_opportunity_company_id_crm_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."crm_company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_opportunity" ADD CONSTRAINT "crm_opportunity_contact_id_crm_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contact"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_activity_opportunity_idx" ON "crm_activity" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_activity_company_idx" ON "crm_activity" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_activity_contact_idx" ON "crm_activity" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_activity_workspace_idx" ON "crm_activity" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "crm_company_workspace_updated_idx" ON "crm_company" USING btree ("workspace_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_company_workspace_siren_idx" ON "crm_company" USING btree ("workspace_id","siren") WHERE "crm_company"."siren" is not null;--> statement-breakpoint
CREATE INDEX "crm_company_search_trgm_idx" ON "crm_company" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contact_workspace_updated_idx" ON "crm_contact" USING btree ("workspace_id","updated_at");--> statement-breakpoint
CREATE INDEX "crm_contact_company_idx" ON "crm_contact" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_contact_workspace_email_idx" ON "crm_contact" USING btree ("workspace_id","email") WHERE "crm_contact"."email" <> '';--> statement-breakpoint
CREATE INDEX "crm_contact_search_trgm_idx" ON "crm_contact" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_opportunity_workspace_stage_updated_idx" ON "crm_opportunity" USING btree ("workspace_id","stage","updated_at");--> statement-breakpoint
CREATE INDEX "crm_opportunity_workspace_close_idx" ON "crm_opportunity" USING btree ("workspace_id","expected_close_date");--> statement-breakpoint
CREATE INDEX "crm_opportunity_company_idx" ON "crm_opportunity" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "crm_opportunity_contact_idx" ON "crm_opportunity" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "crm_opportunity_search_trgm_idx" ON "crm_opportunity" USING gin ("search_text" gin_trgm_ops);