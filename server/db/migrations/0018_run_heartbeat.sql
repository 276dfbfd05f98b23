-- A run's heartbeat (decision 041): a run is closed as interrupted only when its heartbeat is stale, so a
-- server starting beside another no longer fails the other's live runs. A row left 'running' before
-- this migration takes the migration's time and is closed once that is stale.
ALTER TABLE "job_source_runs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "job_source_runs_running_idx" ON "job_source_runs" USING btree ("heartbeat_at") WHERE "job_source_runs"."status" = 'running';