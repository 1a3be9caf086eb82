ALTER TABLE "search_results" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_results" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_results_search_group_price_idx" ON "search_results" USING btree ("search_id","wish_group","price","id");--> statement-breakpoint
CREATE INDEX "search_results_search_group_popular_idx" ON "search_results" USING btree ("search_id",(-"wish_group"),"like_count","final_score","id");--> statement-breakpoint
-- The price and popular orders read these like score reads final_score (docs/architecture.md, "The results page
-- without its cache"). The database keeps them: an ad's new price reaches its results, and a like or unlike
-- recounts the ad's likes on its results. One statement per write, set-based over its transition tables.
CREATE FUNCTION "search_results_follow_ad_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_results" r SET "price" = n."price"
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
   WHERE r."ad_id" = n."id" AND n."price" <> o."price" AND r."price" <> n."price";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ads_price_results" AFTER UPDATE ON "ads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_results_follow_ad_price"();
--> statement-breakpoint
-- The engine and the hand-added path write a result with its ad's price and likes; a result inserted without them
-- (price 0: seeds, imports) gets them here. Rows that carry a price are skipped before any join.
CREATE FUNCTION "search_results_price_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_results" r SET "price" = a."price", "like_count" = (SELECT count(*) FROM "likes" l WHERE l."ad_id" = a."id")
    FROM (SELECT "id", "ad_id" FROM new_rows WHERE "price" = 0) n JOIN "ads" a ON a."id" = n."ad_id"
   WHERE r."id" = n."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_results_price_on_insert" AFTER INSERT ON "search_results" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_results_price_on_insert"();
--> statement-breakpoint
CREATE FUNCTION "search_results_count_likes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_results" r SET "like_count" = c."total"
    FROM (SELECT t."ad_id", (SELECT count(*) FROM "likes" l WHERE l."ad_id" = t."ad_id")::int AS "total"
            FROM (SELECT DISTINCT "ad_id" FROM changed_rows) t) c
   WHERE r."ad_id" = c."ad_id" AND r."like_count" <> c."total";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "likes_count_results_insert" AFTER INSERT ON "likes" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_results_count_likes"();
--> statement-breakpoint
CREATE TRIGGER "likes_count_results_delete" AFTER DELETE ON "likes" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_results_count_likes"();
--> statement-breakpoint
UPDATE "search_results" r SET "price" = a."price" FROM "ads" a WHERE a."id" = r."ad_id" AND r."price" <> a."price";
--> statement-breakpoint
UPDATE "search_results" r SET "like_count" = c."total"
  FROM (SELECT "ad_id", count(*)::int AS "total" FROM "likes" GROUP BY "ad_id") c
 WHERE r."ad_id" = c."ad_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "read_scopes_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' WHEN 'DELETE' THEN 'old_rows'
    ELSE '(select * from new_rows union all select * from old_rows) changed_rows' END;
  template text;
  found text;
BEGIN
  -- An ad seen again (last_seen_at, and the change_xid and content hash that follow it) shows nothing new to a reader:
  -- only ads whose other columns changed count. Gone-by-age still shows within the cache's maximum age.
  IF TG_TABLE_NAME = 'ads' AND TG_OP = 'UPDATE' THEN
    changed := '(select n.* from new_rows n join old_rows o on o.id = n.id where (to_jsonb(n) - ''last_seen_at'' - ''change_xid'' - ''content_hash'') is distinct from (to_jsonb(o) - ''last_seen_at'' - ''change_xid'' - ''content_hash'')) changed_rows';
  END IF;
  -- A result's copy of its ad's price and likes follows a write of the ad or the likes, which names the results scope
  -- itself: only results whose other columns changed count (migration 0041).
  IF TG_TABLE_NAME = 'search_results' AND TG_OP = 'UPDATE' THEN
    changed := '(select n.* from new_rows n join old_rows o on o.id = n.id where (to_jsonb(n) - ''price'' - ''like_count'') is distinct from (to_jsonb(o) - ''price'' - ''like_count'')) changed_rows';
  END IF;
  template := CASE
    WHEN TG_TABLE_NAME = 'searches' THEN
      'select ''search:'' || id from %1$s union select ''user:'' || user_id from %1$s'
    WHEN TG_TABLE_NAME IN ('search_parameters', 'search_results', 'filtered_results', 'search_runs') THEN
      'select ''search:'' || search_id from %1$s union select ''user:'' || s.user_id from searches s where s.id in (select search_id from %1$s)'
    WHEN TG_TABLE_NAME = 'search_hires' THEN
      'select ''search:'' || search_id from %1$s where search_id is not null union select ''user:'' || client_id from %1$s
       union select ''user:'' || expert_id from %1$s union select ''user:'' || s.user_id from searches s where s.id in (select search_id from %1$s)'
    WHEN TG_TABLE_NAME = 'hire_events' THEN
      'select unnest(array[''search:'' || h.search_id, ''user:'' || h.client_id, ''user:'' || h.expert_id]) from search_hires h
        where h.id in (select hire_id from %1$s)'
    WHEN TG_TABLE_NAME IN ('likes', 'ad_price_history', 'ads') THEN
      'select ''results:'' || r.search_id from search_results r where r.ad_id in (select %2$s from %1$s)'
    ELSE 'select ''global'' where exists (select 1 from %1$s)'
  END;
  EXECUTE 'select string_agg(distinct scope, '','') from (' || format(template, changed, CASE TG_TABLE_NAME WHEN 'ads' THEN 'id' ELSE 'ad_id' END) || ') found(scope) where scope is not null' INTO found;
  IF found IS NOT NULL THEN
    PERFORM set_config('ojeador.read_scopes', coalesce(current_setting('ojeador.read_scopes', true), '') || ',' || found, true);
  END IF;
  RETURN NULL;
END
$$;
