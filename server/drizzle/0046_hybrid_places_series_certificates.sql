-- Issue 48, items 4 and 7: a series' certificate (given for attending a share of its sessions,
-- one per address and series, printing the sessions attended and held), and a hybrid event's
-- online places beside its places in the room, each registration holding or awaiting one kind
-- and the event counting its online ones beside all.
ALTER TABLE "certificates" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "sessions_attended" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "sessions_held" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "online_capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registrations_online" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attends_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_series_email_unique" ON "certificates" USING btree ("series_id","email") WHERE "certificates"."series_id" is not null;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_series_sessions" CHECK (("certificates"."sessions_held" is null) = ("certificates"."sessions_attended" is null) and ("certificates"."sessions_held" is null or "certificates"."sessions_attended" between 1 and "certificates"."sessions_held"));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_online_capacity" CHECK ("events"."online_capacity" is null or ("events"."online_capacity" >= 0 and "events"."attendance_mode" = 'hybrid'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_registrations_online" CHECK ("events"."registrations_online" between 0 and "events"."registrations");
