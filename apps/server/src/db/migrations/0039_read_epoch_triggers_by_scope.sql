DROP TABLE "read_epoch" CASCADE;--> statement-breakpoint
-- Decision 038 (supersedes 025): the read cache's epochs are scoped. Each write statement on a tracked table names
-- the scopes its rows touch (read_scopes_collect, a statement trigger over its transition tables, set-based) in a
-- transaction-local setting; the deferred read_epoch_bump, at commit, bumps them all in one statement ordered by scope,
-- so every transaction takes its scope locks in one order (no deadlock) and a reader that sees a new epoch also sees
-- the data. Scopes: search:{id} (the search, its parameters, results, runs, filters, hires), results:{id} (the ads,
-- price histories and likes of its results), user:{id} (the owner's searches and results, a hire's client and
-- expert), global (every other tracked table).
CREATE FUNCTION "read_scopes_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "read_epoch_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ojeador.read_epoch_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('ojeador.read_epoch_bumped', 'on', true);
    INSERT INTO "read_epochs" ("scope", "epoch")
      SELECT DISTINCT scope, 1 FROM unnest(string_to_array(current_setting('ojeador.read_scopes', true), ',')) AS scope
       WHERE scope <> '' ORDER BY scope
      ON CONFLICT ("scope") DO UPDATE SET "epoch" = "read_epochs"."epoch" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- No cached read shows a source's status, which every poll writes.
DROP TRIGGER "read_epoch_bump" ON "source_status";
--> statement-breakpoint
DO $$
DECLARE
  tracked text;
BEGIN
  FOR tracked IN SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid WHERE g.tgname = 'read_epoch_bump' LOOP
    -- A new ad is in no search yet (its result, written after it, names the search): ingest inserts thousands at a time.
    IF tracked <> 'ads' THEN
      EXECUTE format('CREATE TRIGGER "read_scopes_insert" AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "read_scopes_collect"()', tracked);
    END IF;
    EXECUTE format('CREATE TRIGGER "read_scopes_update" AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "read_scopes_collect"()', tracked);
    EXECUTE format('CREATE TRIGGER "read_scopes_delete" AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "read_scopes_collect"()', tracked);
  END LOOP;
END
$$;
