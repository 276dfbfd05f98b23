CREATE TABLE "job_application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"note" text,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_application_events_kind_check" CHECK ("job_application_events"."kind" in ('status', 'note', 'interview', 'follow_up'))
);
--> statement-breakpoint
CREATE TABLE "job_applications_tracking" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_id" text NOT NULL,
	"job_title" text NOT NULL,
	"employer_name" text NOT NULL,
	"apply_link" text,
	"portal" text,
	"application_status" text NOT NULL,
	"applied_at" timestamp with time zone,
	"status_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resume_id" text,
	"resume_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications_tracking"."application_status" in ('applied', 'interviewing', 'offer_received', 'saved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_application_id_job_applications_tracking_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications_tracking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications_tracking" ADD CONSTRAINT "job_applications_tracking_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_events_application_idx" ON "job_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "job_application_events_user_idx" ON "job_application_events" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_user_job_idx" ON "job_applications_tracking" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "job_applications_user_updated_idx" ON "job_applications_tracking" USING btree ("user_id","status_updated_at");