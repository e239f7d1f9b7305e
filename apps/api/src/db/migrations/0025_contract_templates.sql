CREATE TABLE "contract_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"latest_version" integer DEFAULT 1 NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_template_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_template_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"office_clauses_ar" jsonb NOT NULL,
	"office_clauses_en" jsonb NOT NULL,
	"agency_clauses_ar" jsonb NOT NULL,
	"agency_clauses_en" jsonb NOT NULL,
	"payment_terms_ar" text NOT NULL,
	"payment_terms_en" text NOT NULL,
	"in_force_from" date NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_template_versions" ADD CONSTRAINT "contract_template_versions_template_id_contract_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."contract_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_template_versions" ADD CONSTRAINT "contract_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_country_uq" ON "contract_templates" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_template_versions_uq" ON "contract_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE INDEX "contract_template_versions_in_force_idx" ON "contract_template_versions" USING btree ("template_id","in_force_from");--> statement-breakpoint
ALTER TABLE "partnership_contracts" ADD COLUMN "template_version_id" integer;--> statement-breakpoint
ALTER TABLE "partnership_contracts" ADD CONSTRAINT "partnership_contracts_template_version_id_contract_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."contract_template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Payment terms in both languages (decision 0053): the existing text, typed in one language, is
-- kept as the English wording and copied as the Arabic one until the office changes it.
ALTER TABLE "partnership_contract_lines" ADD COLUMN "payment_terms_ar" text;--> statement-breakpoint
UPDATE "partnership_contract_lines" SET "payment_terms_ar" = "payment_terms";--> statement-breakpoint
ALTER TABLE "partnership_contract_lines" ALTER COLUMN "payment_terms_ar" SET NOT NULL;
