CREATE TYPE "public"."audit_action" AS ENUM('created', 'updated', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('not-sent', 'pending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"organisation_id" integer,
	"action" "audit_action" NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer,
	"item_label" text,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"reply_to" text,
	"status" "mail_status" NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "achievement_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_organisation_idx" ON "audit_log" USING btree ("organisation_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_unique" ON "newsletter_subscribers" USING btree ("confirm_token");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_unique" ON "notifications" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_achievement_unique" ON "notifications" USING btree ("achievement_id");--> statement-breakpoint
-- Unsubscribing now deletes the address; addresses that left before keep nothing either.
DELETE FROM "newsletter_subscribers" WHERE "unsubscribed_at" IS NOT NULL;--> statement-breakpoint
-- Addresses that subscribed before double opt-in existed count as confirmed.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;--> statement-breakpoint
-- The audit trail (see src/db/schema/audit.ts and docs/audit-log.md). It runs inside the statement
-- that changes the row, so the entry commits or rolls back with the change. It records only while
-- `chapterhouse.actor` is set for the transaction (JSON: id, name, e-mail, and the application's
-- clock as `at`, so entries agree with the other times the application writes).
CREATE FUNCTION "record_audit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('chapterhouse.actor', true), '')::jsonb;
  old_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) ELSE '{}'::jsonb END;
  new_row jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) ELSE '{}'::jsonb END;
  current_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  changed jsonb;
  organisation integer;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  -- Field by field; bookkeeping columns and secrets are left out, and so are the empty fields of
  -- a record created or deleted.
  SELECT coalesce(
      jsonb_agg(
        jsonb_build_object('field', field, 'before', old_row -> field, 'after', new_row -> field)
        ORDER BY field
      ),
      '[]'::jsonb
    )
    INTO changed
    FROM jsonb_object_keys(old_row || new_row) AS field
    WHERE field NOT IN ('id', 'version', 'created_at', 'updated_at', 'password_hash', 'token_hash',
        'unsubscribe_token', 'confirm_token')
      AND (old_row -> field) IS DISTINCT FROM (new_row -> field)
      AND (TG_OP = 'UPDATE' OR coalesce(old_row -> field, new_row -> field) <> 'null'::jsonb);
  IF TG_OP = 'UPDATE' AND changed = '[]'::jsonb THEN
    RETURN NULL;
  END IF;
  organisation := CASE TG_TABLE_NAME
    WHEN 'organisations' THEN (current_row ->> 'id')::integer
    WHEN 'account_links' THEN
      (SELECT "organisation_id" FROM "users" WHERE "id" = (current_row ->> 'user_id')::integer)
    ELSE (current_row ->> 'organisation_id')::integer
  END;
  INSERT INTO "audit_log" ("at", "actor_id", "actor_name", "actor_email", "organisation_id", "action",
      "item_type", "item_id", "item_label", "changes")
    VALUES (
      coalesce((actor ->> 'at')::timestamptz, now()),
      (actor ->> 'id')::integer,
      actor ->> 'name',
      actor ->> 'email',
      organisation,
      (CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END)::"audit_action",
      TG_TABLE_NAME,
      (current_row ->> 'id')::integer,
      coalesce(current_row ->> 'title', current_row ->> 'name', current_row ->> 'question',
        current_row ->> 'caption', current_row ->> 'subject', current_row ->> 'email',
        current_row ->> 'purpose'),
      changed
    );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organisations_audit" AFTER INSERT OR UPDATE OR DELETE ON "organisations" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "slate_members_audit" AFTER INSERT OR UPDATE OR DELETE ON "slate_members" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "events_audit" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "achievements_audit" AFTER INSERT OR UPDATE OR DELETE ON "achievements" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "gallery_items_audit" AFTER INSERT OR UPDATE OR DELETE ON "gallery_items" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "hero_slides_audit" AFTER INSERT OR UPDATE OR DELETE ON "hero_slides" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "partners_audit" AFTER INSERT OR UPDATE OR DELETE ON "partners" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "faq_entries_audit" AFTER INSERT OR UPDATE OR DELETE ON "faq_entries" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "notifications_audit" AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "site_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "account_links_audit" AFTER INSERT OR UPDATE OR DELETE ON "account_links" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "contact_messages_audit" AFTER INSERT OR UPDATE OR DELETE ON "contact_messages" FOR EACH ROW EXECUTE FUNCTION "record_audit"();--> statement-breakpoint
CREATE TRIGGER "newsletter_subscribers_audit" AFTER INSERT OR UPDATE OR DELETE ON "newsletter_subscribers" FOR EACH ROW EXECUTE FUNCTION "record_audit"();
