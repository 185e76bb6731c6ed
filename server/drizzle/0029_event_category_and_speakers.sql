CREATE TYPE "public"."event_category" AS ENUM('Technical', 'Professional', 'Non-technical', 'Administrative', 'Humanitarian', 'Educational');--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "category" "event_category" DEFAULT 'Technical' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sub_category" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "speakers" jsonb DEFAULT '[]'::jsonb NOT NULL;