CREATE TABLE "source_polls" (
	"location" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_polled_at" timestamp with time zone,
	"last_changed_at" timestamp with time zone,
	"last_error" text,
	"etag" text,
	"last_modified" text,
	"file_size" double precision,
	"file_mtime_ms" double precision,
	"early_requested_at" timestamp with time zone,
	"query" jsonb
);
--> statement-breakpoint
ALTER TABLE "searches" ADD COLUMN "instant_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "searches" ADD COLUMN "last_instant_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "gone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "search_results" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ads_changed_at_idx" ON "ads" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "ads_source_idx" ON "ads" USING btree ("source");--> statement-breakpoint
CREATE INDEX "search_results_unalerted_idx" ON "search_results" USING btree ("search_id") WHERE alerted_at is null;--> statement-breakpoint
-- Results stored before alerts were tracked per result were alerted by the run that found them.
UPDATE "search_results" SET "alerted_at" = "found_at";
