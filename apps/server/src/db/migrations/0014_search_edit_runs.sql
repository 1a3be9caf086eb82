ALTER TABLE "search_runs" ADD COLUMN "excluded_results" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_runs" ADD COLUMN "restored_results" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "searches" ADD COLUMN "run_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_results" ADD COLUMN "excluded_at" timestamp with time zone;