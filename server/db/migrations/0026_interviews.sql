CREATE TABLE "interview_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" smallint NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"input_mode" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"structure_score" smallint NOT NULL,
	"relevance_score" smallint NOT NULL,
	"specificity_score" smallint NOT NULL,
	"clarity_score" smallint NOT NULL,
	"filler_score" smallint NOT NULL,
	"overall_score" smallint NOT NULL,
	"feedback" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_answers_input_mode_check" CHECK ("interview_answers"."input_mode" in ('typed', 'voice'))
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"level" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"application_id" integer,
	"job_context" text,
	"resume_id" uuid,
	"resume_context" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "interview_sessions_level_check" CHECK ("interview_sessions"."level" in ('entry', 'mid', 'senior'))
);
--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_answers_session_position_idx" ON "interview_answers" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "interview_answers_user_created_idx" ON "interview_answers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_sessions_user_created_idx" ON "interview_sessions" USING btree ("user_id","created_at");