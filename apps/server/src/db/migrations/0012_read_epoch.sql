CREATE TABLE "read_epoch" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "read_epoch" ("id", "epoch") VALUES (1, 0);
--> statement-breakpoint
-- Decision 025: a transaction that writes a table the hot reads depend on bumps the epoch once, at commit (a
-- deferred constraint trigger), so a reader that sees the new epoch also sees the data; the row lock is taken last
-- and held only while committing. Tables no cached read depends on are left out (see read-epoch.pg.test.ts).
CREATE FUNCTION "read_epoch_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ojeador.read_epoch_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('ojeador.read_epoch_bumped', 'on', true);
    UPDATE "read_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  tracked text;
BEGIN
  FOREACH tracked IN ARRAY ARRAY[
    'ad_price_history', 'ads', 'categories', 'disputes', 'expert_profiles', 'filtered_results', 'hire_events',
    'ledger_accounts', 'ledger_entries', 'ledger_transactions', 'likes', 'payments', 'platforms', 'reviews',
    'search_hires', 'search_parameters', 'search_results', 'search_runs', 'search_services', 'searches',
    'service_types', 'source_status', 'subscription_plans', 'subscriptions', 'user_settings', 'users',
    'whatsapp_consents'
  ] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER "read_epoch_bump" AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_epoch_bump"()',
      tracked
    );
  END LOOP;
END
$$;
