CREATE TABLE "student_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_sign_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_codes" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_email_lower" CHECK ("students"."email" = lower("students"."email"))
);
--> statement-breakpoint
ALTER TABLE "student_sessions" ADD CONSTRAINT "student_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_sessions_student_idx" ON "student_sessions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_sessions_expires_idx" ON "student_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_sign_in_links_token_unique" ON "student_sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "student_sign_in_links_email_idx" ON "student_sign_in_links" USING btree ("email","expires_at");--> statement-breakpoint
CREATE INDEX "student_sign_in_links_expires_idx" ON "student_sign_in_links" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_unique" ON "students" USING btree ("email");