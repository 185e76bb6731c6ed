-- Search (docs/search.md): trigram similarity for typos and partial words. pg_trgm is a trusted
-- extension (PostgreSQL 13+), so the database's owner may create it; PGlite ships it and loads it
-- when the database is opened (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The rows search reads get a generated `search_vector` (next migration): the database's own
-- bookkeeping, left out of the audit trail like `version` and `updated_at`, so an edit's entry
-- lists what the officer changed and nothing else.
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
        'end_notice_sent_at', 'search_vector')
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
$$;
