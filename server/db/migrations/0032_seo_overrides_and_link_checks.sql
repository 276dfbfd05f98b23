CREATE TABLE "link_check_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"started_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"pages_crawled" integer DEFAULT 0 NOT NULL,
	"links_checked" integer DEFAULT 0 NOT NULL,
	"links_found" integer DEFAULT 0 NOT NULL,
	"broken" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text
);
--> statement-breakpoint
CREATE TABLE "seo_overrides" (
	"path" text PRIMARY KEY NOT NULL,
	"title" text,
	"description" text,
	"updated_by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
