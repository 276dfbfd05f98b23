-- Candidate search walks active jobs newest first and tests the small title/skills vector and the
-- filters on each entry. With all of them in the index the walk is index-only: it never visits the
-- wide heap rows (descriptions, JSON), which is what made ranked search slow on PGlite. Drizzle's
-- schema builder cannot express INCLUDE, so this index lives here (see server/db/schema/jobs.ts).
CREATE INDEX "jobs_search_recent_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST, "id")
  INCLUDE (
    "search_head", "is_remote", "is_visa_sponsored", "is_government", "is_featured", "country",
    "city_slug", "state", "role_slug", "employment_type", "company_type", "employer_kind",
    "experience_months", "requires_degree", "salary_min_inr_year", "salary_max_inr_year"
  )
  WHERE "is_active";
