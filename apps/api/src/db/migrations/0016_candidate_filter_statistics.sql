-- The candidate filter's columns are correlated (a career is mostly one gender, a country's candidates
-- belong to its agencies): multi-column MCV lists let the planner estimate the filtered list's total.
CREATE STATISTICS IF NOT EXISTS "candidates_filter_stats" (mcv) ON "country_id", "status", "gender", "job_id" FROM "candidates";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "candidates_agency_filter_stats" (mcv) ON "agency_id", "country_id", "status", "gender", "job_id" FROM "candidates";--> statement-breakpoint
-- Fills them now rather than at the next automatic analyse.
ANALYZE "candidates";
