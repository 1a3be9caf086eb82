CREATE TABLE "hire_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"hire_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hire_evidence" ADD CONSTRAINT "hire_evidence_hire_id_search_hires_id_fk" FOREIGN KEY ("hire_id") REFERENCES "public"."search_hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_evidence" ADD CONSTRAINT "hire_evidence_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hire_evidence_hire_idx" ON "hire_evidence" USING btree ("hire_id");