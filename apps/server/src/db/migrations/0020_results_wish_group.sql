-- Issue 23: results are listed by the customer's wishes first (0 breaks none, 1 exactly one, 2 more). The page's desc
-- keyset orders read these indexes backwards, so the group is negated to come out ascending. Results stored before
-- keep group 0 until a run or a poll scores them again.
DROP INDEX "search_results_search_score_idx";--> statement-breakpoint
DROP INDEX "search_results_search_id_idx";--> statement-breakpoint
ALTER TABLE "search_results" ADD COLUMN "wish_group" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_results" ADD COLUMN "broken_wish" text;--> statement-breakpoint
CREATE INDEX "search_results_search_group_score_idx" ON "search_results" USING btree ("search_id",(-"wish_group"),"final_score","id");--> statement-breakpoint
CREATE INDEX "search_results_search_group_id_idx" ON "search_results" USING btree ("search_id",(-"wish_group"),"id");
