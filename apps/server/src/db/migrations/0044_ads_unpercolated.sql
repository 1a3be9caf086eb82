CREATE TABLE "ads_unpercolated" (
	"ad_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads_unpercolated" ADD CONSTRAINT "ads_unpercolated_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;