CREATE TABLE "partnership_contract_counts" (
	"office_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "partnership_contract_counts_office_id_agency_id_country_id_status_pk" PRIMARY KEY("office_id","agency_id","country_id","status")
);
--> statement-breakpoint
CREATE INDEX "partnership_contracts_created_idx" ON "partnership_contracts" USING btree ("created_at","id");