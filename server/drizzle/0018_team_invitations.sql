CREATE TYPE "public"."team_invitation_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn', 'expired');--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "team_role" NOT NULL,
	"ends_at" timestamp with time zone,
	"status" "team_invitation_status" DEFAULT 'pending' NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_waiting_unique" ON "team_invitations" USING btree ("user_id","organisation_id") WHERE "team_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "team_invitations_organisation_idx" ON "team_invitations" USING btree ("organisation_id");;--> statement-breakpoint
-- hand-written:
-- Invitations are audited like the team itself (issue 26): History shows the invitation, then
-- its status becoming accepted, declined, withdrawn or expired. record_audit() as in 0014, but
-- an invitation's entries, like a membership's, name the invited person.
CREATE OR REPLACE FUNCTION "record_audit"() RETURNS trigger LANGUAGE plpgsql AS $$
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
        'unsubscribe_token', 'confirm_token', 'token', 'ticket_code', 'site_origin',
        'end_notice_sent_at')
      AND (old_row -> field) IS DISTINCT FROM (new_row -> field)
      AND (TG_OP = 'UPDATE' OR coalesce(old_row -> field, new_row -> field) <> 'null'::jsonb);
  IF TG_OP = 'UPDATE' AND changed = '[]'::jsonb THEN
    RETURN NULL;
  END IF;
  organisation := CASE TG_TABLE_NAME
    WHEN 'organisations' THEN (current_row ->> 'id')::integer
    WHEN 'account_links' THEN
      (SELECT "organisation_id" FROM "team_memberships"
        WHERE "user_id" = (current_row ->> 'user_id')::integer ORDER BY "id" LIMIT 1)
    WHEN 'event_registrations' THEN
      (SELECT "organisation_id" FROM "events" WHERE "id" = (current_row ->> 'event_id')::integer)
    ELSE (current_row ->> 'organisation_id')::integer
  END;
  IF TG_TABLE_NAME = 'event_registrations' AND organisation IS NULL THEN
    RETURN NULL;
  END IF;
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
      CASE TG_TABLE_NAME
        WHEN 'team_memberships' THEN
          (SELECT "name" FROM "users" WHERE "id" = (current_row ->> 'user_id')::integer)
        WHEN 'team_invitations' THEN
          (SELECT "name" FROM "users" WHERE "id" = (current_row ->> 'user_id')::integer)
        ELSE coalesce(current_row ->> 'title', current_row ->> 'name', current_row ->> 'question',
          current_row ->> 'caption', current_row ->> 'subject', current_row ->> 'email',
          current_row ->> 'purpose')
      END,
      changed
    );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "team_invitations_audit" AFTER INSERT OR UPDATE OR DELETE ON "team_invitations" FOR EACH ROW EXECUTE FUNCTION "record_audit"();
