CREATE TABLE "my_contract_lookups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "my_contract_lookups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"looked_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address_hash" text NOT NULL,
	"employment_request_id" integer,
	"result" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "my_contract_lookups" ADD CONSTRAINT "my_contract_lookups_employment_request_id_employment_requests_id_fk" FOREIGN KEY ("employment_request_id") REFERENCES "public"."employment_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "my_contract_lookups_time_idx" ON "my_contract_lookups" USING btree ("looked_up_at");--> statement-breakpoint
CREATE INDEX "my_contract_lookups_address_idx" ON "my_contract_lookups" USING btree ("address_hash","looked_up_at");--> statement-breakpoint
CREATE INDEX "my_contract_lookups_request_idx" ON "my_contract_lookups" USING btree ("employment_request_id");
