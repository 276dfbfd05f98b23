CREATE TABLE "email_monitor" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"tls" boolean NOT NULL,
	"user_name" text NOT NULL,
	"password_cipher" text NOT NULL,
	"settings_version" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'inactive' NOT NULL,
	"connection_result" text DEFAULT 'untested' NOT NULL,
	"connection_failure" text,
	"tested_at" timestamp with time zone,
	"uid_validity" bigint,
	"last_uid" bigint,
	"last_check_at" timestamp with time zone,
	"is_last_check_ok" boolean,
	"last_check_failure" text,
	"last_check_messages" integer DEFAULT 0 NOT NULL,
	"last_check_moved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_monitor_single_row_check" CHECK ("email_monitor"."id" = 1),
	CONSTRAINT "email_monitor_state_check" CHECK ("email_monitor"."state" in ('inactive', 'active')),
	CONSTRAINT "email_monitor_connection_check" CHECK ("email_monitor"."connection_result" in ('untested', 'passed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "email_monitor_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"application_id" bigint NOT NULL,
	"uid_validity" bigint NOT NULL,
	"message_uid" bigint NOT NULL,
	"kind" text NOT NULL,
	"sender" text NOT NULL,
	"subject" text NOT NULL,
	"phrase" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"is_moved" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_monitor_matches_kind_check" CHECK ("email_monitor_matches"."kind" in ('interview', 'rejection'))
);
--> statement-breakpoint
ALTER TABLE "email_monitor_matches" ADD CONSTRAINT "email_monitor_matches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_monitor_matches" ADD CONSTRAINT "email_monitor_matches_application_id_job_applications_tracking_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications_tracking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_monitor_matches_message_idx" ON "email_monitor_matches" USING btree ("uid_validity","message_uid","application_id");--> statement-breakpoint
CREATE INDEX "email_monitor_matches_created_idx" ON "email_monitor_matches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_monitor_matches_user_idx" ON "email_monitor_matches" USING btree ("user_id");