CREATE TYPE "public"."organisation_kind" AS ENUM('society', 'council', 'branch');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('event', 'achievement', 'reminder', 'membership', 'newsletter', 'other');--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"title" text NOT NULL,
	"year" integer NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"category" text,
	"awarded_by" text,
	"recipient" text,
	"value" text,
	"date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"location" text,
	"description" text NOT NULL,
	"organizer" text,
	"capacity" integer,
	"registration_link" text,
	"image" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"participants" text,
	"held" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_capacity_min" CHECK ("events"."capacity" is null or "events"."capacity" >= 0),
	CONSTRAINT "events_registrations_min" CHECK ("events"."registrations" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gallery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"event_id" integer,
	"img" text NOT NULL,
	"caption" text NOT NULL,
	"url" text,
	"height" integer DEFAULT 400 NOT NULL,
	"description" text,
	"date" date,
	"event_name" text,
	"photographer" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_items_height_positive" CHECK ("gallery_items"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "organisation_kind" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"logo" text,
	"description" text DEFAULT '' NOT NULL,
	"vision" text DEFAULT '' NOT NULL,
	"mission" text DEFAULT '' NOT NULL,
	"objectives" text DEFAULT '' NOT NULL,
	"carousel_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"student_member_count" integer DEFAULT 0 NOT NULL,
	"founded_year" integer,
	"email" text,
	"phone" text,
	"website" text,
	"location" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_student_member_count_min" CHECK ("organisations"."student_member_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slate_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"photo" text,
	"email" text,
	"phone" text,
	"linkedin" text,
	"bio" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hero_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"caption" text,
	"alt" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "notification_type" NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"organisation_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slate_members" ADD CONSTRAINT "slate_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievements_org_idx" ON "achievements" USING btree ("organisation_id","year","id");--> statement-breakpoint
CREATE INDEX "achievements_year_idx" ON "achievements" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "events_org_date_idx" ON "events" USING btree ("organisation_id","date");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "gallery_items_org_idx" ON "gallery_items" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_slug_unique" ON "organisations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "organisations_kind_order_idx" ON "organisations" USING btree ("kind","sort_order","id");--> statement-breakpoint
CREATE INDEX "slate_members_org_idx" ON "slate_members" USING btree ("organisation_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "notifications_published_idx" ON "notifications" USING btree ("published_at");