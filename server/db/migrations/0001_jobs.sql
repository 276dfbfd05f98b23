CREATE TABLE "click_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"query" text,
	"location" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text,
	"website" text,
	"industry" text,
	"company_size" text,
	"company_type" text NOT NULL,
	"employer_kind" text DEFAULT 'direct_hire' NOT NULL,
	"headquarters" text,
	"work_environment" text,
	"description" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_hiring" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_role" text,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"dedup_hash" text NOT NULL,
	"title" text NOT NULL,
	"role_slug" text NOT NULL,
	"employer_name" text NOT NULL,
	"company_id" integer,
	"employer_logo" text,
	"employer_website" text,
	"company_type" text NOT NULL,
	"employer_kind" text NOT NULL,
	"employment_type" text NOT NULL,
	"description" text NOT NULL,
	"apply_link" text NOT NULL,
	"city" text,
	"city_slug" text,
	"state" text,
	"country" text NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"is_visa_sponsored" boolean DEFAULT false NOT NULL,
	"is_government" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"salary_min" real,
	"salary_max" real,
	"salary_currency" text,
	"salary_period" text,
	"salary_min_inr_year" real,
	"salary_max_inr_year" real,
	"experience_months" integer,
	"requires_degree" boolean DEFAULT false NOT NULL,
	"required_experience" jsonb NOT NULL,
	"required_education" jsonb NOT NULL,
	"required_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights" jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(employer_name, '') || ' ' || coalesce(skills_text, '')), 'B') || setweight(to_tsvector('english', left(coalesce(description, ''), 2000)), 'C')) STORED NOT NULL,
	"skills_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"normalized" text NOT NULL,
	"job_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_source_job_sources_id_fk" FOREIGN KEY ("source") REFERENCES "public"."job_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_events_job_idx" ON "click_events" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_key" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "companies_name_lower_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "company_reviews_company_idx" ON "company_reviews" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedup_hash_key" ON "jobs" USING btree ("dedup_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_source_source_id_key" ON "jobs" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_posted_at_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "jobs_city_slug_idx" ON "jobs" USING btree ("city_slug","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_role_slug_idx" ON "jobs" USING btree ("role_slug","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_country_idx" ON "jobs" USING btree ("country","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_suggestions_kind_normalized_key" ON "search_suggestions" USING btree ("kind","normalized");--> statement-breakpoint
CREATE INDEX "search_suggestions_trgm_idx" ON "search_suggestions" USING gin ("normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);