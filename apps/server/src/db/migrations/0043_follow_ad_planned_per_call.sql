-- PL/pgSQL keeps the plan of a static statement for the session: planned when the transition tables held a row or
-- two, the join of new_rows and old_rows stayed a nested loop, so an update of 500 ads compared 250,000 pairs (125 ms
-- of a 135 ms statement; every content-hash commit of a poll paid it). EXECUTE plans each call with the tables' real
-- sizes, which makes it a hash join (docs/architecture.md, "Where a first poll's time goes"). The rule is 0042's.
CREATE OR REPLACE FUNCTION "search_results_follow_ad"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $sql$
  UPDATE "search_results" r
     SET "gone" = CASE WHEN r."origin" <> 'manual' AND n."gone_at" IS DISTINCT FROM o."gone_at" THEN n."gone_at" IS NOT NULL ELSE r."gone" END,
         "price" = n."price"
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
   WHERE r."ad_id" = n."id"
     AND ((n."price" <> o."price" AND r."price" <> n."price")
       OR (r."origin" <> 'manual' AND n."gone_at" IS DISTINCT FROM o."gone_at" AND r."gone" IS DISTINCT FROM (n."gone_at" IS NOT NULL)))
  $sql$;
  RETURN NULL;
END
$$;
