-- Issue 49, paid workshops (first step): an event's early-bird price until a day, and who is paid
-- by UPI for each organisation's paid events (the branch's row for all without their own).
-- History records the payees' changes.
CREATE TABLE "upi_payees" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"upi_address" text NOT NULL,
	"payee_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "early_bird_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "early_bird_until" date;--> statement-breakpoint
ALTER TABLE "upi_payees" ADD CONSTRAINT "upi_payees_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_early_bird_price" CHECK (("events"."early_bird_price" is null) = ("events"."early_bird_until" is null) and ("events"."early_bird_price" is null or ("events"."price" is not null and "events"."early_bird_price" >= 0)));--> statement-breakpoint
CREATE TRIGGER "upi_payees_audit" AFTER INSERT OR UPDATE OR DELETE ON "upi_payees" FOR EACH ROW EXECUTE FUNCTION "record_audit"();
