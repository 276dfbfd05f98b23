CREATE TABLE "company_logo_failures" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"source_url" text NOT NULL,
	"reason" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_logo_failures" ADD CONSTRAINT "company_logo_failures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_website_host_idx" ON "companies" USING btree (substring(lower("website") from '^https?://(?:www[.])?([^/:?#@]+)'));