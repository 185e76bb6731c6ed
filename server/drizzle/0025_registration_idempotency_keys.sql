CREATE TABLE "registration_idempotency_keys" (
	"event_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"registration_id" integer NOT NULL,
	"answer" jsonb,
	"with_token" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_idempotency_keys_event_id_key_hash_pk" PRIMARY KEY("event_id","key_hash")
);
--> statement-breakpoint
ALTER TABLE "registration_idempotency_keys" ADD CONSTRAINT "registration_idempotency_keys_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_idempotency_keys" ADD CONSTRAINT "registration_idempotency_keys_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_idempotency_keys_created_idx" ON "registration_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_email_lower" CHECK ("event_registrations"."email" = lower("event_registrations"."email"));