CREATE TABLE "resume_template_overrides" (
	"template_id" text PRIMARY KEY NOT NULL,
	"is_enabled" boolean NOT NULL,
	"is_premium" boolean NOT NULL,
	"updated_by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
