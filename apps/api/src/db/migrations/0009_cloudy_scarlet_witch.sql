CREATE TABLE "partnership_contract_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partnership_contract_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"position" integer NOT NULL,
	"job_id" integer NOT NULL,
	"gender" text NOT NULL,
	"recruitment_fee" numeric(12, 2) NOT NULL,
	"monthly_salary" numeric(12, 2) NOT NULL,
	"payment_terms" text NOT NULL,
	CONSTRAINT "partnership_contract_lines_amounts_ck" CHECK ("partnership_contract_lines"."recruitment_fee" >= 0 and "partnership_contract_lines"."monthly_salary" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partnership_contract_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partnership_contract_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"terms_version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"approved_by" integer NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf_ar" "bytea",
	"pdf_en" "bytea",
	"sha256_ar" text,
	"sha256_en" text
);
--> statement-breakpoint
CREATE TABLE "partnership_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partnership_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text,
	"office_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"terms_version" integer DEFAULT 1 NOT NULL,
	"office_obligations_ar" text NOT NULL,
	"office_obligations_en" text NOT NULL,
	"agency_obligations_ar" text NOT NULL,
	"agency_obligations_en" text NOT NULL,
	"pending_update" jsonb,
	"rejection_reason_id" integer,
	"cancellation_asked_by" integer,
	"cancellation_reason_id" integer,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partnership_contract_lines" ADD CONSTRAINT "partnership_contract_lines_contract_id_partnership_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."partnership_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_contract_lines" ADD CONSTRAINT "partnership_contract_lines_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_contract_versions" ADD CONSTRAINT "partnership_contract_versions_contract_id_partnership_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."partnership_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_contract_versions" ADD CONSTRAINT "partnership_contract_versions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_contracts" ADD CONSTRAINT "partnership_contracts_office_id_organizations_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_contracts" ADD CONSTRAINT "partnership_contracts_agency_id_organizations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_contracts" ADD CONSTRAINT "partnership_contracts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_contracts" ADD CONSTRAINT "partnership_contracts_rejection_reason_id_reasons_id_fk" FOREIGN KEY ("rejection_reason_id") REFERENCES "public"."reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_contracts" ADD CONSTRAINT "partnership_contracts_cancellation_asked_by_organizations_id_fk" FOREIGN KEY ("cancellation_asked_by") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_contracts" ADD CONSTRAINT "partnership_contracts_cancellation_reason_id_reasons_id_fk" FOREIGN KEY ("cancellation_reason_id") REFERENCES "public"."reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_contracts" ADD CONSTRAINT "partnership_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_contracts" ADD CONSTRAINT "partnership_contracts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partnership_contract_lines_job_gender_uq" ON "partnership_contract_lines" USING btree ("contract_id","job_id","gender");--> statement-breakpoint
CREATE UNIQUE INDEX "partnership_contract_versions_contract_uq" ON "partnership_contract_versions" USING btree ("contract_id","terms_version");--> statement-breakpoint
CREATE UNIQUE INDEX "partnership_contracts_number_uq" ON "partnership_contracts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "partnership_contracts_office_idx" ON "partnership_contracts" USING btree ("office_id","id");--> statement-breakpoint
CREATE INDEX "partnership_contracts_agency_idx" ON "partnership_contracts" USING btree ("agency_id","id");--> statement-breakpoint
CREATE INDEX "partnership_contracts_country_idx" ON "partnership_contracts" USING btree ("country_id","id");--> statement-breakpoint
CREATE INDEX "partnership_contracts_status_idx" ON "partnership_contracts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "partnership_contracts_office_country_status_idx" ON "partnership_contracts" USING btree ("office_id","country_id","status");