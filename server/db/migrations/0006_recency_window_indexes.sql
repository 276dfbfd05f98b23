-- The recency window (server/features/jobs/maintenance.ts, repo.ts headCandidates): ranked search
-- collects its candidates among the newest active jobs first, through indexes that hold only those
-- jobs, so no choice of the planner there can read more than the window. is_recent must therefore be
-- exact: a job is in the window exactly when it was posted at or after the stored cutoff. The trigger
-- keeps that true for every insert and update; moving the cutoff updates the rows it moves past.
ALTER TABLE "job_search_window" ADD CONSTRAINT "job_search_window_single_row" CHECK ("id" = 1);
--> statement-breakpoint
INSERT INTO "job_search_window" ("id", "recent_cutoff") VALUES (1, NULL) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "jobs_set_is_recent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_recent := coalesce(
    (SELECT w.recent_cutoff IS NULL OR NEW.posted_at >= w.recent_cutoff FROM job_search_window w WHERE w.id = 1),
    true
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_set_is_recent" BEFORE INSERT OR UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_set_is_recent"();
--> statement-breakpoint
-- Moves the window's start to the posting time of the window_size-th newest active job (no start while
-- there are fewer) and updates only the jobs between the old and the new start, through
-- jobs_posted_at_idx; the trigger sets their is_recent from the new start.
CREATE FUNCTION "refresh_jobs_recency_window"(window_size integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_cutoff timestamptz;
  new_cutoff timestamptz;
BEGIN
  INSERT INTO job_search_window (id, recent_cutoff) VALUES (1, NULL) ON CONFLICT (id) DO NOTHING;
  SELECT w.recent_cutoff INTO old_cutoff FROM job_search_window w WHERE w.id = 1 FOR UPDATE;
  SELECT j.posted_at INTO new_cutoff FROM jobs j WHERE j.is_active
    ORDER BY j.posted_at DESC NULLS LAST, j.id OFFSET window_size - 1 LIMIT 1;
  IF old_cutoff IS NOT DISTINCT FROM new_cutoff THEN
    RETURN;
  END IF;
  UPDATE job_search_window SET recent_cutoff = new_cutoff, refreshed_at = now() WHERE id = 1;
  IF old_cutoff IS NULL OR new_cutoff IS NULL THEN
    UPDATE jobs SET is_recent = is_recent
      WHERE is_recent IS DISTINCT FROM (new_cutoff IS NULL OR posted_at >= new_cutoff);
  ELSE
    UPDATE jobs SET is_recent = is_recent
      WHERE posted_at >= least(old_cutoff, new_cutoff) AND posted_at < greatest(old_cutoff, new_cutoff)
        AND is_recent IS DISTINCT FROM (posted_at >= new_cutoff);
  END IF;
END
$$;
--> statement-breakpoint
-- The window's covering index: newest first, with the title/skills vector and every filter column,
-- so a walk through the window never visits the wide heap rows.
CREATE INDEX "jobs_search_window_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST, "id")
  INCLUDE (
    "search_head", "is_remote", "is_visa_sponsored", "is_government", "is_featured", "country",
    "city_slug", "state", "role_slug", "employment_type", "company_type", "employer_kind",
    "experience_months", "requires_degree", "salary_min_inr_year", "salary_max_inr_year"
  )
  WHERE "is_active" AND "is_recent";
--> statement-breakpoint
-- The rare flags: a broad word with one of them ("engineer", visa sponsorship) can have too few
-- matches in the window, and walking all jobs newest first for them would read most of the table.
-- Each of these holds only the jobs with its flag (3-13 % of them).
CREATE INDEX "jobs_search_visa_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST, "id")
  INCLUDE (
    "search_head", "is_recent", "is_remote", "is_government", "is_featured", "country", "city_slug", "state",
    "role_slug", "employment_type", "company_type", "employer_kind", "experience_months", "requires_degree",
    "salary_min_inr_year", "salary_max_inr_year"
  )
  WHERE "is_active" AND "is_visa_sponsored";
--> statement-breakpoint
CREATE INDEX "jobs_search_government_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST, "id")
  INCLUDE (
    "search_head", "is_recent", "is_remote", "is_visa_sponsored", "is_featured", "country", "city_slug", "state",
    "role_slug", "employment_type", "company_type", "employer_kind", "experience_months", "requires_degree",
    "salary_min_inr_year", "salary_max_inr_year"
  )
  WHERE "is_active" AND "is_government";
--> statement-breakpoint
CREATE INDEX "jobs_search_featured_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST, "id")
  INCLUDE (
    "search_head", "is_recent", "is_remote", "is_visa_sponsored", "is_government", "country", "city_slug", "state",
    "role_slug", "employment_type", "company_type", "employer_kind", "experience_months", "requires_degree",
    "salary_min_inr_year", "salary_max_inr_year"
  )
  WHERE "is_active" AND "is_featured";
--> statement-breakpoint
CREATE INDEX "jobs_search_remote_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST, "id")
  INCLUDE (
    "search_head", "is_recent", "is_visa_sponsored", "is_government", "is_featured", "country", "city_slug", "state",
    "role_slug", "employment_type", "company_type", "employer_kind", "experience_months", "requires_degree",
    "salary_min_inr_year", "salary_max_inr_year"
  )
  WHERE "is_active" AND "is_remote";
