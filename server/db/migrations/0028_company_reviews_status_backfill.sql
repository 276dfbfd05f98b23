-- Reviews approved before moderation had a status keep their approval; the rest wait for a decision (decision 064).
UPDATE "company_reviews" SET "status" = CASE WHEN "is_approved" THEN 'approved' ELSE 'pending' END, "moderated_at" = CASE WHEN "is_approved" THEN "created_at" END;
