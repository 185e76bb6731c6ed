-- Issue 49, item 3: the treasurer's bank statements, kept as read (previewed, then applied), the
-- lines applied from each account by fingerprint (inserting one is its claim: applied once), and
-- the columns of a bank without a preset, named once per account. A registration now keeps when
-- its place was first held for its payment: the days a statement's credit may be its payment.
CREATE TABLE "applied_statement_lines" (
	"account_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"statement_id" integer,
	"registration_id" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_statement_lines_account_id_fingerprint_pk" PRIMARY KEY("account_id","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"preset" text NOT NULL,
	"lines" jsonb NOT NULL,
	"first_date" date,
	"last_date" date,
	"uploaded_by" integer,
	"applied_at" timestamp with time zone,
	"applied_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_column_mappings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "payment_held_since" timestamp with time zone;--> statement-breakpoint
UPDATE "event_registrations" SET "payment_held_since" = "created_at" WHERE "hold_for" = 'payment' OR "paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "applied_statement_lines" ADD CONSTRAINT "applied_statement_lines_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applied_statement_lines" ADD CONSTRAINT "applied_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_column_mappings" ADD CONSTRAINT "statement_column_mappings_account_id_organisations_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statements_organisation_idx" ON "bank_statements" USING btree ("organisation_id","id");
