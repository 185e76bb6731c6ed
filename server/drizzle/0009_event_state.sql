CREATE TYPE "public"."event_state" AS ENUM('scheduled', 'cancelled', 'postponed');--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "state" "event_state" DEFAULT 'scheduled' NOT NULL;