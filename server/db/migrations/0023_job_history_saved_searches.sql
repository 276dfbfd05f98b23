CREATE TABLE "job_search_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_id" text NOT NULL,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"location" text,
	"salary_min" double precision,
	"salary_max" double precision,
	"salary_currency" text,
	"salary_period" text,
	"job_apply_link" text,
	"employment_type" text,
	"is_remote" boolean DEFAULT false NOT NULL,
	"date_posted" timestamp with time zone,
	"source" text,
	"employer_logo" text,
	"search_query" text,
	"search_location" text,
	"search_timestamp" timestamp with time zone,
	"view_count" integer DEFAULT 1 NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_search_history_view_count_check" CHECK ("job_search_history"."view_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text,
	"location" text,
	"search_params" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_email_alert_on" boolean DEFAULT false NOT NULL,
	"is_whatsapp_alert_on" boolean DEFAULT false NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_search_history" ADD CONSTRAINT "job_search_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_search_history_user_job_idx" ON "job_search_history" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "job_search_history_user_viewed_idx" ON "job_search_history" USING btree ("user_id","last_viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_params_idx" ON "saved_searches" USING btree ("user_id","search_params");--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at");