CREATE TYPE "public"."certificate_title" AS ENUM('participation', 'appreciation', 'achievement');--> statement-breakpoint
CREATE TABLE "certificate_templates" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"title" "certificate_title" NOT NULL,
	"body" text NOT NULL,
	"signatories" jsonb NOT NULL,
	"color" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"event_id" integer,
	"event_title" text NOT NULL,
	"event_date" date NOT NULL,
	"organisation_id" integer NOT NULL,
	"registration_id" integer,
	"recipient_name" text,
	"email" text,
	"role" text NOT NULL,
	"design" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"withdrawn_at" timestamp with time zone,
	"mail_due" boolean NOT NULL,
	"mail_claimed_until" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_email_lower" CHECK ("certificates"."email" = lower("certificates"."email")),
	CONSTRAINT "certificates_withdrawn_nameless" CHECK ("certificates"."withdrawn_at" is null or ("certificates"."recipient_name" is null and "certificates"."email" is null)),
	CONSTRAINT "certificates_named" CHECK ("certificates"."withdrawn_at" is not null or ("certificates"."recipient_name" is not null and "certificates"."email" is not null))
);
--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_unique" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_event_email_unique" ON "certificates" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "certificates_registration_idx" ON "certificates" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "certificates_mail_due_idx" ON "certificates" USING btree ("id") WHERE "certificates"."mail_due";