CREATE TABLE "event_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"registration_id" integer,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rating" integer,
	"comment" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_feedback_rating" CHECK ("event_feedback"."rating" is null or "event_feedback"."rating" between 1 and 5),
	CONSTRAINT "event_feedback_answered" CHECK (("event_feedback"."answered_at" is null) = ("event_feedback"."rating" is null))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "co_host_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "co_host_editor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "checked_in_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "members_attended" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "guests_attended" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "feedback_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_feedback" ADD CONSTRAINT "event_feedback_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feedback" ADD CONSTRAINT "event_feedback_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_feedback_token_unique" ON "event_feedback" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "event_feedback_registration_unique" ON "event_feedback" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "event_feedback_event_idx" ON "event_feedback" USING btree ("event_id") WHERE "event_feedback"."answered_at" is not null;--> statement-breakpoint
CREATE INDEX "events_co_hosts_idx" ON "events" USING gin ("co_host_ids");--> statement-breakpoint
CREATE INDEX "events_feedback_due_idx" ON "events" USING btree ("ends_at") WHERE "events"."feedback_requested_at" is null and "events"."checked_in" > 0;--> statement-breakpoint
-- The members among the check-ins so far: registrations that gave an IEEE member number.
UPDATE "events" SET "checked_in_members" = (SELECT count(*) FROM "event_registrations" AS r
  WHERE r."event_id" = "events"."id" AND r."checked_in_at" IS NOT NULL AND r."member_number" IS NOT NULL)
  WHERE "checked_in" > 0;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_attendance_min" CHECK ("events"."checked_in_members" between 0 and "events"."checked_in" and coalesce("events"."members_attended", 0) >= 0 and coalesce("events"."guests_attended", 0) >= 0);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_co_host_editors" CHECK ("events"."co_host_ids" @> "events"."co_host_editor_ids");