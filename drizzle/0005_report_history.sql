CREATE TABLE "generated_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"report_type" text NOT NULL,
	"period" text NOT NULL,
	"content" text NOT NULL,
	"data" jsonb NOT NULL,
	"data_source" text NOT NULL,
	"sections" jsonb NOT NULL,
	"word_count" integer NOT NULL,
	"engine" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_report" ADD CONSTRAINT "generated_report_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_report_user_generated_idx" ON "generated_report" USING btree ("user_id","generated_at");