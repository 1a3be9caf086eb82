CREATE TABLE "hire_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"hire_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "hire_messages_text_length" CHECK (char_length(text) between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "hire_messages" ADD CONSTRAINT "hire_messages_hire_id_search_hires_id_fk" FOREIGN KEY ("hire_id") REFERENCES "public"."search_hires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_messages" ADD CONSTRAINT "hire_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hire_messages_hire_idx" ON "hire_messages" USING btree ("hire_id","id");--> statement-breakpoint
CREATE INDEX "hire_messages_author_idx" ON "hire_messages" USING btree ("hire_id","author_id","created_at");