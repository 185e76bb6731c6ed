-- IEEE member rosters from OU Analytics (issue 47, item 3): the one each organisation (the branch
-- too) applied last, its members, and the verified members among each event's check-ins. Only an
-- upload's own row goes to History (its title, date and counts); its members never do.
CREATE TABLE "event_member_counts" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"verified" integer NOT NULL,
	"declared" integer NOT NULL,
	"verified_as_of" date,
	CONSTRAINT "event_member_counts_not_negative" CHECK ("event_member_counts"."verified" >= 0 and "event_member_counts"."declared" >= 0)
);
--> statement-breakpoint
CREATE TABLE "roster_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"member_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"address_key" text,
	"grade" text NOT NULL,
	"active" boolean NOT NULL,
	"renew_year" integer,
	"societies" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"title" text NOT NULL,
	"exported_on" date NOT NULL,
	"file_name" text NOT NULL,
	"members" integer NOT NULL,
	"active" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_member_counts" ADD CONSTRAINT "event_member_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_members" ADD CONSTRAINT "roster_members_upload_id_roster_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."roster_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_members" ADD CONSTRAINT "roster_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_uploads" ADD CONSTRAINT "roster_uploads_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_members_number_unique" ON "roster_members" USING btree ("organisation_id","member_number");--> statement-breakpoint
CREATE INDEX "roster_members_number_idx" ON "roster_members" USING btree ("member_number");--> statement-breakpoint
CREATE INDEX "roster_members_address_idx" ON "roster_members" USING btree ("address_key");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_uploads_organisation_unique" ON "roster_uploads" USING btree ("organisation_id");--> statement-breakpoint
CREATE TRIGGER "roster_uploads_audit" AFTER INSERT OR UPDATE OR DELETE ON "roster_uploads" FOR EACH ROW EXECUTE FUNCTION "record_audit"();
