ALTER TABLE "events" ADD COLUMN "street_address" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "map_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_price_min" CHECK ("events"."price" is null or "events"."price" >= 0);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_price_currency" CHECK (("events"."price" is null) = ("events"."price_currency" is null));