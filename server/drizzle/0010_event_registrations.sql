CREATE TYPE "public"."registration_mode" AS ENUM('none', 'link', 'site');--> statement-breakpoint
CREATE TYPE "public"."registration_status" AS ENUM('confirmed', 'waitlisted', 'pending', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"member_number" text,
	"status" "registration_status" NOT NULL,
	"token_hash" text NOT NULL,
	"ticket_code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_mode" "registration_mode" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_email_unique" ON "event_registrations" USING btree ("event_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_token_unique" ON "event_registrations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_ticket_unique" ON "event_registrations" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","id");--> statement-breakpoint
-- Events with an outside registration link take registrations through it, as they did before.
UPDATE "events" SET "registration_mode" = 'link' WHERE "registration_link" IS NOT NULL;
