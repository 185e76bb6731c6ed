DROP INDEX "gallery_items_date_idx";--> statement-breakpoint
CREATE INDEX "gallery_items_date_idx" ON "gallery_items" USING btree ("date","id","organisation_id");