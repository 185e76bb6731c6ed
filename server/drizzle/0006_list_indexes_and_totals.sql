CREATE TABLE "organisation_totals" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"achievements" integer DEFAULT 0 NOT NULL,
	"gallery_items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_log_organisation_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "achievements_org_idx";--> statement-breakpoint
DROP INDEX "achievements_year_idx";--> statement-breakpoint
DROP INDEX "events_org_date_idx";--> statement-breakpoint
DROP INDEX "events_date_idx";--> statement-breakpoint
DROP INDEX "gallery_items_org_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
DROP INDEX "notifications_published_idx";--> statement-breakpoint
ALTER TABLE "organisation_totals" ADD CONSTRAINT "organisation_totals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_org_upcoming_idx" ON "events" USING btree ("organisation_id","date","time","id") WHERE not "events"."held";--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree ("date","time","id","organisation_id") WHERE not "events"."held";--> statement-breakpoint
CREATE INDEX "events_held_idx" ON "events" USING btree ("date","time","id") WHERE "events"."held";--> statement-breakpoint
CREATE INDEX "gallery_items_date_idx" ON "gallery_items" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_organisation_idx" ON "audit_log" USING btree ("organisation_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "achievements_org_idx" ON "achievements" USING btree ("organisation_id","year","date","id");--> statement-breakpoint
CREATE INDEX "achievements_year_idx" ON "achievements" USING btree ("year","date","id");--> statement-breakpoint
CREATE INDEX "events_org_date_idx" ON "events" USING btree ("organisation_id","date","time","id");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","time","id");--> statement-breakpoint
CREATE INDEX "gallery_items_org_idx" ON "gallery_items" USING btree ("organisation_id","date","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_published_idx" ON "notifications" USING btree ("published_at","id");--> statement-breakpoint
-- Each organisation's totals (organisation_totals, see src/db/schema/content.ts), kept by the
-- statements that add, move or remove its events, achievements and photos, in the same
-- transaction. Statement triggers with transition tables, so a bulk insert of a thousand photos
-- touches each organisation's row once. TG_ARGV[0] names the column of the table's total.
CREATE FUNCTION "count_organisation_items"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total text := quote_ident(TG_ARGV[0]);
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO "organisation_totals" ("organisation_id", %1$s)
         SELECT "organisation_id", count(*) FROM "added_rows" GROUP BY "organisation_id"
       ON CONFLICT ("organisation_id") DO UPDATE SET %1$s = "organisation_totals".%1$s + excluded.%1$s',
      total);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows moved to another organisation change a total (the services never move any).
    EXECUTE format(
      'INSERT INTO "organisation_totals" ("organisation_id", %1$s)
         SELECT "organisation_id", sum("change") FROM (
           SELECT "organisation_id", 1 AS "change" FROM "added_rows"
           UNION ALL SELECT "organisation_id", -1 FROM "removed_rows"
         ) AS "changes" GROUP BY "organisation_id" HAVING sum("change") <> 0
       ON CONFLICT ("organisation_id") DO UPDATE SET %1$s = "organisation_totals".%1$s + excluded.%1$s',
      total);
  ELSIF TG_OP = 'DELETE' THEN
    -- An update, never an insert: when the organisation itself is being deleted its row goes too.
    EXECUTE format(
      'UPDATE "organisation_totals" SET %1$s = "organisation_totals".%1$s - "removed"."count"
         FROM (SELECT "organisation_id", count(*) AS "count" FROM "removed_rows" GROUP BY "organisation_id") AS "removed"
        WHERE "organisation_totals"."organisation_id" = "removed"."organisation_id"',
      total);
  ELSE
    EXECUTE format('UPDATE "organisation_totals" SET %1$s = 0', total);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_totals_insert" AFTER INSERT ON "events" REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_organisation_items"('events');--> statement-breakpoint
CREATE TRIGGER "events_totals_update" AFTER UPDATE ON "events" REFERENCING OLD TABLE AS "removed_rows" NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_organisation_items"('events');--> statement-breakpoint
CREATE TRIGGER "events_totals_delete" AFTER DELETE ON "events" REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_organisation_items"('events');--> statement-breakpoint
CREATE TRIGGER "events_totals_truncate" AFTER TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "count_organisation_items"('events');--> statement-breakpoint
CREATE TRIGGER "achievements_totals_insert" AFTER INSERT ON "achievements" REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_organisation_items"('achievements');--> statement-breakpoint
CREATE TRIGGER "achievements_totals_update" AFTER UPDATE ON "achievements" REFERENCING OLD TABLE AS "removed_rows" NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_organisation_items"('achievements');--> statement-breakpoint
CREATE TRIGGER "achievements_totals_delete" AFTER DELETE ON "achievements" REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_organisation_items"('achievements');--> statement-breakpoint
CREATE TRIGGER "achievements_totals_truncate" AFTER TRUNCATE ON "achievements" FOR EACH STATEMENT EXECUTE FUNCTION "count_organisation_items"('achievements');--> statement-breakpoint
CREATE TRIGGER "gallery_items_totals_insert" AFTER INSERT ON "gallery_items" REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_organisation_items"('gallery_items');--> statement-breakpoint
CREATE TRIGGER "gallery_items_totals_update" AFTER UPDATE ON "gallery_items" REFERENCING OLD TABLE AS "removed_rows" NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_organisation_items"('gallery_items');--> statement-breakpoint
CREATE TRIGGER "gallery_items_totals_delete" AFTER DELETE ON "gallery_items" REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_organisation_items"('gallery_items');--> statement-breakpoint
CREATE TRIGGER "gallery_items_totals_truncate" AFTER TRUNCATE ON "gallery_items" FOR EACH STATEMENT EXECUTE FUNCTION "count_organisation_items"('gallery_items');--> statement-breakpoint
-- The totals of what is there already.
INSERT INTO "organisation_totals" ("organisation_id", "events", "achievements", "gallery_items")
  SELECT "organisations"."id",
    (SELECT count(*) FROM "events" WHERE "events"."organisation_id" = "organisations"."id"),
    (SELECT count(*) FROM "achievements" WHERE "achievements"."organisation_id" = "organisations"."id"),
    (SELECT count(*) FROM "gallery_items" WHERE "gallery_items"."organisation_id" = "organisations"."id")
  FROM "organisations";
