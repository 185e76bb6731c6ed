ALTER TABLE "site_settings" ADD COLUMN "language_tag" text DEFAULT 'en-IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;