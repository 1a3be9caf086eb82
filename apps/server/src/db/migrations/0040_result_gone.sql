ALTER TABLE "search_results" ADD COLUMN "gone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "search_results_manual_idx" ON "search_results" USING btree ("search_id") WHERE origin = 'manual';--> statement-breakpoint
-- A result is gone when its ad is (gone_at set: a complete poll missed it, or no poll has seen it for 30 days, which
-- the engine's unseen sweep writes) and it was not added by hand. The results page counts and filters on it without
-- reading every ad of the search (docs/architecture.md, "The results page without its cache"). One statement per
-- write of ads, set-based over its transition tables; an ad seen again changes nothing here.
CREATE FUNCTION "search_results_follow_ad_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_results" r SET "gone" = (n."gone_at" IS NOT NULL)
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
   WHERE r."ad_id" = n."id" AND r."origin" <> 'manual' AND n."gone_at" IS DISTINCT FROM o."gone_at"
     AND r."gone" IS DISTINCT FROM (n."gone_at" IS NOT NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ads_gone_results" AFTER UPDATE ON "ads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_results_follow_ad_gone"();
--> statement-breakpoint
-- A result written for an ad that is already gone (a run that matched it while a poll found it gone) is gone too.
CREATE FUNCTION "search_results_gone_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_results" r SET "gone" = true
    FROM new_rows n JOIN "ads" a ON a."id" = n."ad_id"
   WHERE r."id" = n."id" AND n."origin" <> 'manual' AND a."gone_at" IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_results_gone_on_insert" AFTER INSERT ON "search_results" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_results_gone_on_insert"();
--> statement-breakpoint
UPDATE "ads" SET "gone_at" = now(), "changed_at" = now() WHERE "gone_at" IS NULL AND "last_seen_at" < now() - interval '30 days';
--> statement-breakpoint
UPDATE "search_results" r SET "gone" = true FROM "ads" a WHERE a."id" = r."ad_id" AND r."origin" <> 'manual' AND a."gone_at" IS NOT NULL;
