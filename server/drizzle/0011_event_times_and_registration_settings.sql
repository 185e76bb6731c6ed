DROP INDEX "event_registrations_token_unique";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The personal link's key is kept from now on (later mails carry the link again); links made
-- before, of which only the hash was kept, no longer open.
ALTER TABLE "event_registrations" ADD COLUMN "token" text;--> statement-breakpoint
UPDATE "event_registrations" SET "token" = "token_hash";--> statement-breakpoint
ALTER TABLE "event_registrations" ALTER COLUMN "token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "site_origin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ALTER COLUMN "site_origin" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- Existing events have no end of their own: they end with their day (the start of the next one).
-- Read here in UTC; the server sets every event's end in the site's time zone when it starts.
UPDATE "events" SET "ends_at" = (("date" + 1)::timestamp AT TIME ZONE 'UTC');--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "checked_in" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminders_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "events_ends_idx" ON "events" USING btree ("ends_at") WHERE not "events"."held";--> statement-breakpoint
CREATE INDEX "events_org_ends_idx" ON "events" USING btree ("organisation_id","ends_at") WHERE not "events"."held";--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_token_unique" ON "event_registrations" USING btree ("token");--> statement-breakpoint
ALTER TABLE "event_registrations" DROP COLUMN "token_hash";