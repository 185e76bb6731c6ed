-- Students' activity records (issue 47, item 5): each student's share link, and the branch's
-- mapping of IEEE categories to its college's activity categories (null: the documented default).
CREATE TABLE "activity_record_shares" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"shared" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "activity_categories" jsonb;--> statement-breakpoint
ALTER TABLE "activity_record_shares" ADD CONSTRAINT "activity_record_shares_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_record_shares_token_unique" ON "activity_record_shares" USING btree ("token");