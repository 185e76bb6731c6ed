-- Issue 49, paid workshops: registrations paid by UPI. An event collecting its price on the site
-- holds each place `payment_hold_hours` for its payment; a registration keeps the amount the
-- server decided, its payment reference, the UTR its registrant typed and when it was paid. Its
-- hold (`confirm_by`) now says what it waits for: the address (every hold until now) or the
-- payment. The payments and refunds themselves are rows of their own, kept for the accounts
-- with the event's organisation; History records each.
CREATE TABLE "registration_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer,
	"event_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text NOT NULL,
	"transaction_id" text,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_payments_amount" CHECK ("registration_payments"."amount_paise" > 0),
	CONSTRAINT "registration_payments_kind" CHECK ("registration_payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "registration_payments_method" CHECK ("registration_payments"."method" in ('upi-statement', 'cash', 'bank-transfer', 'gateway'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "payment_hold_hours" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "hold_for" text;--> statement-breakpoint
UPDATE "event_registrations" SET "hold_for" = 'address' WHERE "confirm_by" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "amount_due_paise" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "utr" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_payments" ADD CONSTRAINT "registration_payments_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_payments" ADD CONSTRAINT "registration_payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_payments" ADD CONSTRAINT "registration_payments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_payments_registration_idx" ON "registration_payments" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "registration_payments_event_idx" ON "registration_payments" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_payment_reference_unique" ON "event_registrations" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "event_registrations_utr_idx" ON "event_registrations" USING btree ("utr") WHERE "event_registrations"."utr" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_payment_hold_hours" CHECK ("events"."payment_hold_hours" is null or ("events"."price" is not null and "events"."payment_hold_hours" between 1 and 336));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_hold_for" CHECK (("event_registrations"."hold_for" is null) = ("event_registrations"."confirm_by" is null) and ("event_registrations"."hold_for" is null or "event_registrations"."hold_for" in ('address', 'payment')));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_payment" CHECK (("event_registrations"."amount_due_paise" is null) = ("event_registrations"."payment_reference" is null) and ("event_registrations"."amount_due_paise" is null or "event_registrations"."amount_due_paise" > 0));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_utr" CHECK ("event_registrations"."utr" is null or "event_registrations"."utr" ~ '^[0-9]{12}$');--> statement-breakpoint
CREATE TRIGGER "registration_payments_audit" AFTER INSERT OR UPDATE OR DELETE ON "registration_payments" FOR EACH ROW EXECUTE FUNCTION "record_audit"();
