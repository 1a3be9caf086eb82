CREATE TABLE "ads_unpercolated" (
	"ad_id" integer PRIMARY KEY NOT NULL
);
