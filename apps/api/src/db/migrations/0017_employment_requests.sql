CREATE TABLE "employers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"national_id" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"mobile" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment_request_bulks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employment_request_bulks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"office_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bulk_id" integer,
	"office_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"visa_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"partnership_contract_id" integer NOT NULL,
	"office_location" text NOT NULL,
	"uses_approval_flow" boolean NOT NULL,
	"status" text DEFAULT 'PENDING_AGENCY' NOT NULL,
	"monthly_salary" numeric(12, 2) NOT NULL,
	"duration_months" integer NOT NULL,
	"probation_days" integer NOT NULL,
	"recruitment_fee" numeric(12, 2) NOT NULL,
	"reason_id" integer,
	"respond_by" timestamp with time zone,
	"contracted_at" timestamp with time zone,
	"quota_month" text NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_history" ALTER COLUMN "changed_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_request_bulks" ADD CONSTRAINT "employment_request_bulks_office_id_organizations_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_request_bulks" ADD CONSTRAINT "employment_request_bulks_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_request_bulks" ADD CONSTRAINT "employment_request_bulks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_bulk_id_employment_request_bulks_id_fk" FOREIGN KEY ("bulk_id") REFERENCES "public"."employment_request_bulks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_office_id_organizations_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_agency_id_organizations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_visa_id_visas_id_fk" FOREIGN KEY ("visa_id") REFERENCES "public"."visas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_partnership_contract_id_partnership_contracts_id_fk" FOREIGN KEY ("partnership_contract_id") REFERENCES "public"."partnership_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_reason_id_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employers_national_id_uq" ON "employers" USING btree ("national_id");--> statement-breakpoint
CREATE INDEX "employment_request_bulks_office_idx" ON "employment_request_bulks" USING btree ("office_id","id");--> statement-breakpoint
CREATE INDEX "employment_requests_office_idx" ON "employment_requests" USING btree ("office_id","id");--> statement-breakpoint
CREATE INDEX "employment_requests_office_status_idx" ON "employment_requests" USING btree ("office_id","status","id");--> statement-breakpoint
CREATE INDEX "employment_requests_agency_idx" ON "employment_requests" USING btree ("agency_id","id");--> statement-breakpoint
CREATE INDEX "employment_requests_agency_status_idx" ON "employment_requests" USING btree ("agency_id","status","id");--> statement-breakpoint
CREATE INDEX "employment_requests_country_idx" ON "employment_requests" USING btree ("country_id","id");--> statement-breakpoint
CREATE INDEX "employment_requests_embassy_idx" ON "employment_requests" USING btree ("country_id","office_location","status","id");--> statement-breakpoint
CREATE INDEX "employment_requests_status_idx" ON "employment_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "employment_requests_employer_idx" ON "employment_requests" USING btree ("employer_id","id");--> statement-breakpoint
CREATE INDEX "employment_requests_office_employer_idx" ON "employment_requests" USING btree ("office_id","employer_id");--> statement-breakpoint
CREATE INDEX "employment_requests_bulk_idx" ON "employment_requests" USING btree ("bulk_id");--> statement-breakpoint
CREATE INDEX "employment_requests_quota_idx" ON "employment_requests" USING btree ("country_id","quota_month");--> statement-breakpoint
CREATE INDEX "employment_requests_due_idx" ON "employment_requests" USING btree ("respond_by") WHERE "employment_requests"."status" in ('PENDING_AGENCY', 'PENDING_EMBASSY');--> statement-breakpoint
CREATE UNIQUE INDEX "employment_requests_visa_held_uq" ON "employment_requests" USING btree ("visa_id") WHERE "employment_requests"."status" in ('PENDING_AGENCY', 'PENDING_EMBASSY', 'CONTRACTED', 'TICKET_BOOKED', 'ARRIVED');--> statement-breakpoint
CREATE UNIQUE INDEX "employment_requests_candidate_held_uq" ON "employment_requests" USING btree ("candidate_id") WHERE "employment_requests"."status" in ('PENDING_AGENCY', 'PENDING_EMBASSY', 'CONTRACTED', 'TICKET_BOOKED', 'ARRIVED');