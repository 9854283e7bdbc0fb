CREATE TABLE "speech_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"voice" text NOT NULL,
	"mime_type" text NOT NULL,
	"audio" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "speech_cache_last_used_idx" ON "speech_cache" USING btree ("last_used_at");