-- Member-only and members-first events, and a member price (issue 47, item 4): who may register
-- (everyone unless told), when a members-first event opens to everyone, and what a verified IEEE
-- member pays. Every event made before keeps taking everyone's registrations.
ALTER TABLE "events" ADD COLUMN "registration_audience" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "open_to_everyone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "member_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_member_price" CHECK ("events"."member_price" is null or ("events"."price" is not null and "events"."member_price" >= 0));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_registration_audience" CHECK ("events"."registration_audience" in ('everyone', 'members', 'members-first') and ("events"."registration_audience" = 'members-first') = ("events"."open_to_everyone_at" is not null));