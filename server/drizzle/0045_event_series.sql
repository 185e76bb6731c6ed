-- Series of sessions (issue 48, items 1-4): a series' rule, what each new session is made of and
-- how far its sessions exist (the look-ahead window); each session an event of the series, named
-- by the date the rule gives it; registrations made by registering once for a whole series.
-- History records a series' changes as it does an event's.
CREATE TABLE "event_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"title" text NOT NULL,
	"rule" jsonb NOT NULL,
	"summary" text NOT NULL,
	"template" jsonb NOT NULL,
	"registration_scope" text DEFAULT 'session' NOT NULL,
	"certificate_share" integer,
	"sessions_through" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_series_registration_scope" CHECK ("event_series"."registration_scope" in ('session', 'series')),
	CONSTRAINT "event_series_certificate_share" CHECK ("event_series"."certificate_share" is null or "event_series"."certificate_share" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_date" date;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "whole_series" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_series_organisation_idx" ON "event_series" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "event_series_sessions_through_idx" ON "event_series" USING btree ("sessions_through");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_series_session_unique" ON "events" USING btree ("series_id","series_date") WHERE "events"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("series_id","date","time","id") WHERE "events"."series_id" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_date" CHECK ("events"."series_id" is null or "events"."series_date" is not null);--> statement-breakpoint
CREATE TRIGGER "event_series_audit" AFTER INSERT OR UPDATE OR DELETE ON "event_series" FOR EACH ROW EXECUTE FUNCTION "record_audit"();
