ALTER TABLE "ads" ADD COLUMN "fingerprints" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "reposted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "repost_price" integer;--> statement-breakpoint
CREATE INDEX "ads_fingerprints_idx" ON "ads" USING gin ("fingerprints");