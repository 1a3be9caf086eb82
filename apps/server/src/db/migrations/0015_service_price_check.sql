-- A service priced out of range (0 € from a price like 1e-9, or above 10,000 €) cannot be hired: it is
-- clamped into the range and deactivated, so its expert sets a real price before offering it again.
UPDATE "search_services" SET "price_cents" = least(greatest("price_cents", 1), 1000000), "is_active" = false WHERE "price_cents" NOT BETWEEN 1 AND 1000000;--> statement-breakpoint
ALTER TABLE "search_services" ADD CONSTRAINT "search_services_price_range" CHECK (price_cents between 1 and 1000000);
