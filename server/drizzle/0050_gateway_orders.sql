-- Issue 49, item 6: the payment gateway (Razorpay). Each order a registrant's checkout opened,
-- naming the registration its captured payment pays; and a gateway's payment id recorded once.
CREATE TABLE "gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"registration_id" integer,
	"event_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_orders_registration_idx" ON "gateway_orders" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_payments_gateway_unique" ON "registration_payments" USING btree ("transaction_id") WHERE "registration_payments"."method" = 'gateway';