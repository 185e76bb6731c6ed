CREATE TABLE "reminder_rounds" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_rounds" ADD CONSTRAINT "reminder_rounds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written (registrations):
-- The events whose registrants were already reminded keep their claim in the registrations
-- domain's table, so nobody is reminded twice across the upgrade (or a restore of an older
-- backup, which runs this).
INSERT INTO "reminder_rounds" ("event_id", "sent_at")
SELECT "id", "reminders_sent_at"
FROM "events"
WHERE "reminders_sent_at" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "reminders_sent_at";