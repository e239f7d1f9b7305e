CREATE TABLE "transfer_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"office_id" integer NOT NULL,
	"agency_id" integer,
	"country_id" integer NOT NULL,
	"office_location" text NOT NULL,
	"employment_request_id" integer,
	"candidate_id" integer,
	"old_contract_id" integer,
	"worker_name_ar" text NOT NULL,
	"worker_name_en" text NOT NULL,
	"passport_number" text NOT NULL,
	"resident_id" text,
	"old_employer_id" integer NOT NULL,
	"new_employer_id" integer NOT NULL,
	"fee" numeric(12, 2) NOT NULL,
	"worker_consent" boolean NOT NULL,
	"worker_consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason_id" integer,
	"completed_at" timestamp with time zone,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flight_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employment_request_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"partner_reference" text NOT NULL,
	"ticket_number" text NOT NULL,
	"passenger_name" text NOT NULL,
	"airline" text NOT NULL,
	"flight_number" text NOT NULL,
	"from_airport" text NOT NULL,
	"to_airport" text NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"booked_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "employment_requests_visa_held_uq";--> statement-breakpoint
DROP INDEX "employment_requests_candidate_held_uq";--> statement-breakpoint
ALTER TABLE "transfer_contracts" ADD CONSTRAINT "transfer_contracts_office_id_organizations_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_contracts" ADD CONSTRAINT "transfer_contracts_agency_id_organizations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_contracts" ADD CONSTRAINT "transfer_contracts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_contracts" ADD CONSTRAINT "transfer_contracts_employment_request_id_employment_requests_id_fk" FOREIGN KEY ("employment_request_id") REFERENCES "public"."employment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_contracts" ADD CONSTRAINT "transfer_contracts_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_contracts" ADD CONSTRAINT "transfer_contracts_old_contract_id_old_worker_contracts_id_fk" FOREIGN KEY ("old_contract_id") REFERENCES "public"."old_worker_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_contracts" ADD CONSTRAINT "transfer_contracts_old_employer_id_employers_id_fk" FOREIGN KEY ("old_employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_contracts" ADD CONSTRAINT "transfer_contracts_new_employer_id_employers_id_fk" FOREIGN KEY ("new_employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_contracts" ADD CONSTRAINT "transfer_contracts_reason_id_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_contracts" ADD CONSTRAINT "transfer_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_contracts" ADD CONSTRAINT "transfer_contracts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_employment_request_id_employment_requests_id_fk" FOREIGN KEY ("employment_request_id") REFERENCES "public"."employment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_contracts_office_idx" ON "transfer_contracts" USING btree ("office_id","id");--> statement-breakpoint
CREATE INDEX "transfer_contracts_agency_idx" ON "transfer_contracts" USING btree ("agency_id","id");--> statement-breakpoint
CREATE INDEX "transfer_contracts_country_idx" ON "transfer_contracts" USING btree ("country_id","office_location","id");--> statement-breakpoint
CREATE INDEX "transfer_contracts_status_idx" ON "transfer_contracts" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_contracts_request_open_uq" ON "transfer_contracts" USING btree ("employment_request_id") WHERE "transfer_contracts"."status" in ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_contracts_old_contract_open_uq" ON "transfer_contracts" USING btree ("old_contract_id") WHERE "transfer_contracts"."status" in ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_key_uq" ON "flight_bookings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_request_uq" ON "flight_bookings" USING btree ("employment_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employment_requests_visa_held_uq" ON "employment_requests" USING btree ("visa_id") WHERE "employment_requests"."status" in ('PENDING_AGENCY', 'PENDING_EMBASSY', 'CONTRACTED', 'TICKET_BOOKED', 'ARRIVED', 'PENDING_MOFA_CANCELLATION');--> statement-breakpoint
CREATE UNIQUE INDEX "employment_requests_candidate_held_uq" ON "employment_requests" USING btree ("candidate_id") WHERE "employment_requests"."status" in ('PENDING_AGENCY', 'PENDING_EMBASSY', 'CONTRACTED', 'TICKET_BOOKED', 'ARRIVED', 'PENDING_MOFA_CANCELLATION');