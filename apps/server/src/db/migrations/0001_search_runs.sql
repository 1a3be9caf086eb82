CREATE TABLE "search_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"search_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"worker" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"ads_read" integer DEFAULT 0 NOT NULL,
	"bad_lines" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"new_results" integer DEFAULT 0 NOT NULL,
	"price_changes" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "search_runs" ADD CONSTRAINT "search_runs_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_runs_search_idx" ON "search_runs" USING btree ("search_id","started_at");