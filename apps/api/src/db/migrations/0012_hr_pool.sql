CREATE TABLE "candidates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"passport_number" text NOT NULL,
	"passport_expiry" date NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"religion" text NOT NULL,
	"marital_status" text NOT NULL,
	"job_id" integer NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"education" text NOT NULL,
	"expected_salary" numeric(10, 2) NOT NULL,
	"photo_file_id" text,
	"cv_file_id" text,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"dlt_worker_id" integer,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dlt_workers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dlt_workers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"passport_number" text NOT NULL,
	"passport_expiry" date NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"religion" text NOT NULL,
	"marital_status" text NOT NULL,
	"job_id" integer NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"education" text NOT NULL,
	"taken_by_agency_id" integer,
	"candidate_id" integer,
	"taken_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "old_worker_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "old_worker_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"contract_number" text NOT NULL,
	"passport_number" text NOT NULL,
	"worker_name_ar" text NOT NULL,
	"worker_name_en" text NOT NULL,
	"visa_number" text NOT NULL,
	"employer_id" text NOT NULL,
	"employer_name" text NOT NULL,
	"office_name" text NOT NULL,
	"agency_name" text NOT NULL,
	"job_title" text NOT NULL,
	"monthly_salary" numeric(10, 2) NOT NULL,
	"contract_date" date NOT NULL,
	"imported_by" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "max_age" integer;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_agency_id_organizations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_cv_file_id_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dlt_workers" ADD CONSTRAINT "dlt_workers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dlt_workers" ADD CONSTRAINT "dlt_workers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dlt_workers" ADD CONSTRAINT "dlt_workers_taken_by_agency_id_organizations_id_fk" FOREIGN KEY ("taken_by_agency_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dlt_workers" ADD CONSTRAINT "dlt_workers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dlt_workers" ADD CONSTRAINT "dlt_workers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_worker_contracts" ADD CONSTRAINT "old_worker_contracts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_worker_contracts" ADD CONSTRAINT "old_worker_contracts_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_country_passport_uq" ON "candidates" USING btree ("country_id","passport_number");--> statement-breakpoint
CREATE INDEX "candidates_filter_idx" ON "candidates" USING btree ("country_id","status","gender","job_id","id");--> statement-breakpoint
CREATE INDEX "candidates_agency_idx" ON "candidates" USING btree ("agency_id","status","id");--> statement-breakpoint
CREATE INDEX "candidates_status_idx" ON "candidates" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dlt_workers_country_passport_uq" ON "dlt_workers" USING btree ("country_id","passport_number");--> statement-breakpoint
CREATE INDEX "dlt_workers_country_idx" ON "dlt_workers" USING btree ("country_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "old_worker_contracts_number_uq" ON "old_worker_contracts" USING btree ("country_id","contract_number");--> statement-breakpoint
CREATE INDEX "old_worker_contracts_passport_idx" ON "old_worker_contracts" USING btree ("passport_number");--> statement-breakpoint
CREATE INDEX "old_worker_contracts_visa_idx" ON "old_worker_contracts" USING btree ("visa_number");--> statement-breakpoint
CREATE INDEX "old_worker_contracts_employer_idx" ON "old_worker_contracts" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "old_worker_contracts_country_idx" ON "old_worker_contracts" USING btree ("country_id","id");