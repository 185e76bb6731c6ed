-- Online and hybrid events (issue 48, items 5-6): how an event is attended, its private meeting
-- link and public livestream, when the join link is mailed; online check-ins (joins through a
-- registrant's personal join link) and the rounds of join-link mails.
CREATE TABLE "join_reminder_rounds" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "attendance_mode" text DEFAULT 'in-person' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "livestream_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "join_reminder_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "checked_in_online" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attended_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "join_token_hash" text;--> statement-breakpoint
ALTER TABLE "join_reminder_rounds" ADD CONSTRAINT "join_reminder_rounds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_join_token_unique" ON "event_registrations" USING btree ("join_token_hash");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_attendance_mode" CHECK ("events"."attendance_mode" in ('in-person', 'online', 'hybrid'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_checked_in_online" CHECK ("events"."checked_in_online" between 0 and "events"."checked_in");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_join_reminder_minutes" CHECK ("events"."join_reminder_minutes" between 0 and 1440);--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_attended_online" CHECK (not "event_registrations"."attended_online" or "event_registrations"."checked_in_at" is not null);