ALTER TABLE "search_suggestions" ADD COLUMN "slug" text;--> statement-breakpoint
-- Rows written before this migration get the slug their normalized value gave at read time until now;
-- from here on the writer (features/jobs/search-tables.ts) stores it, made by core/jobs/slug.ts.
UPDATE "search_suggestions" SET "slug" = trim(both '-' from regexp_replace("normalized", '[^a-z0-9]+', '-', 'g'));--> statement-breakpoint
ALTER TABLE "search_suggestions" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "search_suggestions_kind_slug_idx" ON "search_suggestions" USING btree ("kind","slug");
