ALTER TABLE "achievements" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slate_members" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "slate_members" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "achievements_publish_at_idx" ON "achievements" USING btree ("publish_at") WHERE "achievements"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "events_publish_at_idx" ON "events" USING btree ("publish_at") WHERE "events"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "gallery_items_publish_at_idx" ON "gallery_items" USING btree ("publish_at") WHERE "gallery_items"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "slate_members_publish_at_idx" ON "slate_members" USING btree ("publish_at") WHERE "slate_members"."publish_at" is not null;--> statement-breakpoint
-- What was there before drafts existed went public when it was added.
UPDATE "events" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "achievements" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "gallery_items" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "slate_members" SET "published_at" = "created_at";--> statement-breakpoint
-- count_organisation_items() as in 0006, but the totals are what visitors see: only published
-- rows count, and publishing or unpublishing a row changes its organisation's total like adding
-- or removing it.
CREATE OR REPLACE FUNCTION "count_organisation_items"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total text := quote_ident(TG_ARGV[0]);
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO "organisation_totals" ("organisation_id", %1$s)
         SELECT "organisation_id", count(*) FROM "added_rows" WHERE "published_at" IS NOT NULL
         GROUP BY "organisation_id"
       ON CONFLICT ("organisation_id") DO UPDATE SET %1$s = "organisation_totals".%1$s + excluded.%1$s',
      total);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Rows moved to another organisation, published or taken back to drafts.
    EXECUTE format(
      'INSERT INTO "organisation_totals" ("organisation_id", %1$s)
         SELECT "organisation_id", sum("change") FROM (
           SELECT "organisation_id", 1 AS "change" FROM "added_rows" WHERE "published_at" IS NOT NULL
           UNION ALL SELECT "organisation_id", -1 FROM "removed_rows" WHERE "published_at" IS NOT NULL
         ) AS "changes" GROUP BY "organisation_id" HAVING sum("change") <> 0
       ON CONFLICT ("organisation_id") DO UPDATE SET %1$s = "organisation_totals".%1$s + excluded.%1$s',
      total);
  ELSIF TG_OP = 'DELETE' THEN
    -- An update, never an insert: when the organisation itself is being deleted its row goes too.
    EXECUTE format(
      'UPDATE "organisation_totals" SET %1$s = "organisation_totals".%1$s - "removed"."count"
         FROM (SELECT "organisation_id", count(*) AS "count" FROM "removed_rows"
               WHERE "published_at" IS NOT NULL GROUP BY "organisation_id") AS "removed"
        WHERE "organisation_totals"."organisation_id" = "removed"."organisation_id"',
      total);
  ELSE
    EXECUTE format('UPDATE "organisation_totals" SET %1$s = 0', total);
  END IF;
  RETURN NULL;
END
$$;
