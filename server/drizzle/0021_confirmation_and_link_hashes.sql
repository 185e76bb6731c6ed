CREATE TABLE "event_registration_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_confirm_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registration_links" ADD CONSTRAINT "event_registration_links_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_links" ADD CONSTRAINT "newsletter_links_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registration_links_registration_idx" ON "event_registration_links" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "newsletter_links_subscriber_idx" ON "newsletter_links" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "event_registrations_confirm_by_idx" ON "event_registrations" USING btree ("confirm_by");--> statement-breakpoint
-- hand-written (registrations):
-- Every existing personal link keeps working: its token's hash, as lib/link-tokens.ts computes
-- it (SHA-256 of the UTF-8 text, lower-case hex). The raw tokens go in the next migration.
INSERT INTO "event_registration_links" ("token_hash", "registration_id", "created_at")
SELECT encode(sha256(convert_to("token", 'UTF8')), 'hex'), "id", "created_at"
FROM "event_registrations"
WHERE "token" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- hand-written (newsletter):
-- The newsletter links mailed before keep working too. The confirmation link's hash replaces its
-- token in the same column (the audit trigger leaves `confirm_token` out by name); the
-- unsubscribe tokens go in the next migration.
INSERT INTO "newsletter_links" ("token_hash", "subscriber_id", "created_at")
SELECT encode(sha256(convert_to("unsubscribe_token", 'UTF8')), 'hex'), "id", "created_at"
FROM "newsletter_subscribers"
WHERE "unsubscribe_token" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "newsletter_subscribers"
SET "confirm_token" = encode(sha256(convert_to("confirm_token", 'UTF8')), 'hex')
WHERE "confirm_token" IS NOT NULL;
