CREATE TABLE "company_profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text,
	"activity" text,
	"city" text,
	"tone" text,
	"signature" text,
	"address_form" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_fact" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"employee" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_profile" ADD CONSTRAINT "company_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_fact" ADD CONSTRAINT "memory_fact_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_fact_user_created_idx" ON "memory_fact" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memory_fact_user_text_idx" ON "memory_fact" USING btree ("user_id",lower("text"));