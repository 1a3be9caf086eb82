-- One trigger per event on a result's copies of its ad (migrations 0040 and 0041 each added their own): a write of
-- ads updates each result it touches once, and a new result joins its ad once.
DROP TRIGGER "ads_gone_results" ON "ads";--> statement-breakpoint
DROP TRIGGER "ads_price_results" ON "ads";--> statement-breakpoint
DROP FUNCTION "search_results_follow_ad_gone"();--> statement-breakpoint
DROP FUNCTION "search_results_follow_ad_price"();--> statement-breakpoint
DROP TRIGGER "search_results_gone_on_insert" ON "search_results";--> statement-breakpoint
DROP TRIGGER "search_results_price_on_insert" ON "search_results";--> statement-breakpoint
DROP FUNCTION "search_results_gone_on_insert"();--> statement-breakpoint
DROP FUNCTION "search_results_price_on_insert"();--> statement-breakpoint
-- A result is gone when its ad is and it was not added by hand (0040); it carries its ad's price (0041). An ad seen
-- again changes neither, and touches no result.
CREATE FUNCTION "search_results_follow_ad"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_results" r
     SET "gone" = CASE WHEN r."origin" <> 'manual' AND n."gone_at" IS DISTINCT FROM o."gone_at" THEN n."gone_at" IS NOT NULL ELSE r."gone" END,
         "price" = n."price"
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
   WHERE r."ad_id" = n."id"
     AND ((n."price" <> o."price" AND r."price" <> n."price")
       OR (r."origin" <> 'manual' AND n."gone_at" IS DISTINCT FROM o."gone_at" AND r."gone" IS DISTINCT FROM (n."gone_at" IS NOT NULL)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ads_follow_results" AFTER UPDATE ON "ads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_results_follow_ad"();
--> statement-breakpoint
-- A result written for an ad already gone is gone too (a run matched it while a poll found it gone); one written
-- without its ad's price and likes (price 0: seeds, imports) gets them. The engine's and the hand-added writes carry
-- both, so most inserts change nothing here.
CREATE FUNCTION "search_results_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_results" r
     SET "gone" = r."gone" OR (n."origin" <> 'manual' AND a."gone_at" IS NOT NULL),
         "price" = CASE WHEN n."price" = 0 THEN a."price" ELSE r."price" END,
         "like_count" = CASE WHEN n."price" = 0 THEN (SELECT count(*) FROM "likes" l WHERE l."ad_id" = a."id") ELSE r."like_count" END
    FROM new_rows n JOIN "ads" a ON a."id" = n."ad_id"
   WHERE r."id" = n."id" AND (n."price" = 0 OR (n."origin" <> 'manual' AND a."gone_at" IS NOT NULL AND NOT n."gone"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_results_on_insert" AFTER INSERT ON "search_results" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_results_on_insert"();
--> statement-breakpoint
-- The columns of a table whose change shows a reader nothing, in one place: read_scopes_collect skips an update that
-- changes only these. An ad seen again (last_seen_at, and the change_xid and content hash that follow it); a result's
-- copy of its ad's price and likes, which the write of the ad or the like already names (0041).
CREATE FUNCTION "read_scopes_ignored"(table_name text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE table_name
    WHEN 'ads' THEN ARRAY['last_seen_at', 'change_xid', 'content_hash']
    WHEN 'search_results' THEN ARRAY['price', 'like_count']
  END
$$;
--> statement-breakpoint
-- Which scopes a table's changed rows touch (decision 038): a query over %1$s, the changed rows, whose column
-- naming the ad is %2$s. A like touches only the liker's pages (likes:{user}, decision 042); the like count other
-- readers see follows within the cache's maximum age.
CREATE FUNCTION "read_scopes_template"(table_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN table_name = 'searches' THEN
      'select ''search:'' || id from %1$s union select ''user:'' || user_id from %1$s'
    WHEN table_name IN ('search_parameters', 'search_results', 'filtered_results', 'search_runs') THEN
      'select ''search:'' || search_id from %1$s union select ''user:'' || s.user_id from searches s where s.id in (select search_id from %1$s)'
    WHEN table_name = 'search_hires' THEN
      'select ''search:'' || search_id from %1$s where search_id is not null union select ''user:'' || client_id from %1$s
       union select ''user:'' || expert_id from %1$s union select ''user:'' || s.user_id from searches s where s.id in (select search_id from %1$s)'
    WHEN table_name = 'hire_events' THEN
      'select unnest(array[''search:'' || h.search_id, ''user:'' || h.client_id, ''user:'' || h.expert_id]) from search_hires h
        where h.id in (select hire_id from %1$s)'
    WHEN table_name = 'likes' THEN
      'select ''likes:'' || user_id from %1$s'
    WHEN table_name IN ('ad_price_history', 'ads') THEN
      'select ''results:'' || r.search_id from search_results r where r.ad_id in (select %2$s from %1$s)'
    ELSE 'select ''global'' where exists (select 1 from %1$s)'
  END
$$;
--> statement-breakpoint
-- The scopes a statement's rows touch, collected for the commit's bump (decision 038); what each table touches and
-- which of its columns show nothing are the two functions above, so a change to either replaces only that one.
CREATE OR REPLACE FUNCTION "read_scopes_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' WHEN 'DELETE' THEN 'old_rows'
    ELSE '(select * from new_rows union all select * from old_rows) changed_rows' END;
  ignored text[] := read_scopes_ignored(TG_TABLE_NAME);
  found text;
BEGIN
  -- Gone-by-age still shows within the cache's maximum age.
  IF TG_OP = 'UPDATE' AND ignored IS NOT NULL THEN
    changed := format('(select n.* from new_rows n join old_rows o on o.id = n.id where (to_jsonb(n) - %1$L::text[]) is distinct from (to_jsonb(o) - %1$L::text[])) changed_rows', ignored);
  END IF;
  EXECUTE 'select string_agg(distinct scope, '','') from (' || format(read_scopes_template(TG_TABLE_NAME), changed, CASE TG_TABLE_NAME WHEN 'ads' THEN 'id' ELSE 'ad_id' END) || ') found(scope) where scope is not null' INTO found;
  IF found IS NOT NULL THEN
    PERFORM set_config('ojeador.read_scopes', coalesce(current_setting('ojeador.read_scopes', true), '') || ',' || found, true);
  END IF;
  RETURN NULL;
END
$$;
