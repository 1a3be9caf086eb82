ALTER TABLE "source_polls" ADD COLUMN "last_error_kind" text;--> statement-breakpoint
ALTER TABLE "source_polls" ADD COLUMN "last_good_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "source_polls" ADD COLUMN "last_read_count" integer;--> statement-breakpoint
ALTER TABLE "source_polls" ADD COLUMN "last_bad_count" integer;