ALTER TABLE "search_hires" ADD COLUMN "search_title" text;--> statement-breakpoint
ALTER TABLE "search_hires" ADD COLUMN "ad_id" integer;--> statement-breakpoint
ALTER TABLE "search_hires" ADD CONSTRAINT "search_hires_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "search_hires" SET "search_title" = "searches"."title" FROM "searches" WHERE "searches"."id" = "search_hires"."search_id";