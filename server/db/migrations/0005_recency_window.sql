CREATE TABLE "job_search_window" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"recent_cutoff" timestamp with time zone,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "is_recent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_window_head_idx" ON "jobs" USING gin ("search_head") WHERE "jobs"."is_active" and "jobs"."is_recent";