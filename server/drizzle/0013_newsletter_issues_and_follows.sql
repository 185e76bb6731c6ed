CREATE TYPE "public"."newsletter_issue_status" AS ENUM('draft', 'sent');--> statement-breakpoint
CREATE TYPE "public"."newsletter_proposal_status" AS ENUM('open', 'included', 'dismissed');--> statement-breakpoint
CREATE TABLE "digest_runs" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "digest_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"weekday" integer DEFAULT 1 NOT NULL,
	"hour" integer DEFAULT 9 NOT NULL,
	"enabled_since" timestamp with time zone,
	"site_origin" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_settings_single_row" CHECK ("digest_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"email" text NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_follows" (
	"subscriber_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	CONSTRAINT "newsletter_follows_subscriber_id_organisation_id_pk" PRIMARY KEY("subscriber_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"intro" text NOT NULL,
	"event_weeks" integer DEFAULT 4 NOT NULL,
	"proposal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "newsletter_issue_status" DEFAULT 'draft' NOT NULL,
	"sections" jsonb,
	"created_by" integer,
	"sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"status" "newsletter_proposal_status" DEFAULT 'open' NOT NULL,
	"issue_id" integer,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "follows_branch" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "wants_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_follows" ADD CONSTRAINT "newsletter_follows_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_follows" ADD CONSTRAINT "newsletter_follows_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_proposals" ADD CONSTRAINT "newsletter_proposals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_proposals" ADD CONSTRAINT "newsletter_proposals_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_proposals" ADD CONSTRAINT "newsletter_proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_issue_email_unique" ON "newsletter_deliveries" USING btree ("issue_id",lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_mail_idx" ON "newsletter_deliveries" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "newsletter_follows_organisation_idx" ON "newsletter_follows" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "newsletter_issues_sent_idx" ON "newsletter_issues" USING btree ("status","sent_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_proposals_status_idx" ON "newsletter_proposals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_proposals_organisation_idx" ON "newsletter_proposals" USING btree ("organisation_id","created_at");--> statement-breakpoint
INSERT INTO "digest_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;