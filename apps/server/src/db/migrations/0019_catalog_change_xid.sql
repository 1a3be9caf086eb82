DROP INDEX "ads_source_idx";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "change_xid" bigint;--> statement-breakpoint
ALTER TABLE "source_polls" ADD COLUMN "body_hash" text;--> statement-breakpoint
CREATE INDEX "ads_change_xid_idx" ON "ads" USING btree ("change_xid");--> statement-breakpoint
CREATE INDEX "ads_source_seen_idx" ON "ads" USING btree ("source","last_seen_at");--> statement-breakpoint
-- Decision 029: each worker's ad catalog re-reads the ads whose change_xid is at or after the oldest transaction that
-- was still running at its last read (pg_snapshot_xmin), so no commit is missed and nothing is read twice for long.
-- Fires on every write that changes what the catalog holds; commitHashes (content_hash only) does not move it.
CREATE FUNCTION "ads_set_change_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."change_xid" := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ads_set_change_xid" BEFORE INSERT OR UPDATE OF "title", "description", "price", "url", "images", "category_id",
  "province", "city", "latitude", "longitude", "seller_type", "publish_date", "attributes", "last_seen_at", "source", "gone_at"
  ON "ads" FOR EACH ROW EXECUTE FUNCTION "ads_set_change_xid"();
