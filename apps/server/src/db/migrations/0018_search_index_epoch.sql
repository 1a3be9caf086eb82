CREATE TABLE "search_index_epoch" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_index_epoch" ("id", "epoch") VALUES (1, 0);
--> statement-breakpoint
-- Decision 029: each worker's percolation index holds the searches that may receive new ads; the database bumps this
-- epoch (once per transaction, at commit) when a write may change what the index holds. Updates that only move a
-- search's schedule or record a run (next_run_at, last_execution after the first) do not bump it.
CREATE FUNCTION "search_index_epoch_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ojeador.search_index_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('ojeador.search_index_bumped', 'on', true);
    UPDATE "search_index_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_index_epoch_bump_insert_delete" AFTER INSERT OR DELETE ON "searches"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_index_epoch_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_index_epoch_bump_update" AFTER UPDATE ON "searches"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.start_date IS DISTINCT FROM NEW.start_date
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
    OR (OLD.last_execution IS NULL) <> (NEW.last_execution IS NULL))
  EXECUTE FUNCTION "search_index_epoch_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_index_epoch_bump" AFTER INSERT OR UPDATE OR DELETE ON "search_parameters"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_index_epoch_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_index_epoch_bump_users" AFTER UPDATE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.is_blocked IS DISTINCT FROM NEW.is_blocked OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION "search_index_epoch_bump"();
