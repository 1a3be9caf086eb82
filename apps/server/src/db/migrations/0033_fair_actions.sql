ALTER TABLE "disputes" ADD COLUMN "split_client_cents" integer;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "split_expert_cents" integer;--> statement-breakpoint
ALTER TABLE "search_hires" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_split_parts" CHECK (("disputes"."split_client_cents" is null and "disputes"."split_expert_cents" is null) or ("disputes"."split_client_cents" >= 0 and "disputes"."split_expert_cents" >= 0));