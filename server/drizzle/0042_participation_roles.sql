-- What each registrant did at the event (issue 47, item 5): participant unless an officer marks
-- them volunteer, speaker, organiser or winner at the desk. The audit trigger of 0012 records
-- each change in History.
ALTER TABLE "event_registrations" ADD COLUMN "role" text DEFAULT 'participant' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_role" CHECK ("event_registrations"."role" in ('participant', 'volunteer', 'speaker', 'organiser', 'winner'));