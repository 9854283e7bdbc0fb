CREATE TABLE "guided_start" (
	"user_id" text PRIMARY KEY NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_event" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "task" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entry" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guided_start" ADD CONSTRAINT "guided_start_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Accounts the old first-use seed filled (decision 010): its rows the user never touched become example
-- rows (decision 059), which the dashboard offers to remove. A row is the seed's, untouched, when only
-- the seed writes its source 'sample', it was inserted in the seed's own transaction (created_at is the
-- marker's seeded_at: now() is the transaction's start) and never updated since (updated_at =
-- created_at). A project stays the user's when any of its tasks does, or when time was logged on it;
-- a task when time was logged on it or one of the user's events points at it.
UPDATE "project" p SET "sample" = true
FROM "workspace_seed" s
WHERE p."user_id" = s."user_id" AND p."source" = 'sample'
  AND p."created_at" = s."seeded_at" AND p."updated_at" = p."created_at"
  AND NOT EXISTS (
    SELECT 1 FROM "task" t WHERE t."project_id" = p."id"
      AND NOT (t."source" = 'sample' AND t."created_at" = s."seeded_at" AND t."updated_at" = t."created_at"))
  AND NOT EXISTS (
    SELECT 1 FROM "time_entry" e JOIN "task" t ON t."id" = e."task_id" WHERE t."project_id" = p."id")
  AND NOT EXISTS (SELECT 1 FROM "time_entry" e WHERE e."project_id" = p."id");--> statement-breakpoint
UPDATE "task" t SET "sample" = true
FROM "workspace_seed" s
WHERE t."user_id" = s."user_id" AND t."source" = 'sample'
  AND t."created_at" = s."seeded_at" AND t."updated_at" = t."created_at"
  AND (t."project_id" IS NULL OR EXISTS (SELECT 1 FROM "project" p WHERE p."id" = t."project_id" AND p."sample"))
  AND NOT EXISTS (SELECT 1 FROM "time_entry" e WHERE e."task_id" = t."id")
  AND NOT EXISTS (SELECT 1 FROM "calendar_event" ev WHERE ev."task_id" = t."id");--> statement-breakpoint
UPDATE "calendar_event" ev SET "sample" = true
FROM "workspace_seed" s
WHERE ev."user_id" = s."user_id" AND ev."source" = 'sample'
  AND ev."created_at" = s."seeded_at" AND ev."updated_at" = ev."created_at";
