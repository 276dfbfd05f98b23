ALTER TABLE "company_reviews" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "pros" text;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "cons" text;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "employment_status" text;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_reviews_company_user_key" ON "company_reviews" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "company_reviews_pending_idx" ON "company_reviews" USING btree ("created_at") WHERE "company_reviews"."status" = 'pending';--> statement-breakpoint
-- Reviews approved before moderation had a status keep their approval; the rest wait for a decision (decision 064).
UPDATE "company_reviews" SET "status" = CASE WHEN "is_approved" THEN 'approved' ELSE 'pending' END, "moderated_at" = CASE WHEN "is_approved" THEN "created_at" END;--> statement-breakpoint
ALTER TABLE "company_reviews" DROP COLUMN "is_approved";--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_rating_check" CHECK ("company_reviews"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_status_check" CHECK ("company_reviews"."status" in ('pending', 'approved', 'rejected'));