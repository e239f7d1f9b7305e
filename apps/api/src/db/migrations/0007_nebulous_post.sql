CREATE TABLE "settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"audience_public" boolean DEFAULT false NOT NULL,
	"audience_roles" text[] DEFAULT '{}' NOT NULL,
	"visible_from" date NOT NULL,
	"visible_to" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"employer_id" text NOT NULL,
	"country_id" integer NOT NULL,
	"gender" text NOT NULL,
	"job_id" integer NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visas" ADD CONSTRAINT "visas_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visas" ADD CONSTRAINT "visas_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settings_key_uq" ON "settings" USING btree ("key");--> statement-breakpoint
CREATE INDEX "announcements_visible_idx" ON "announcements" USING btree ("visible_from","visible_to");--> statement-breakpoint
CREATE UNIQUE INDEX "visas_number_uq" ON "visas" USING btree ("number");--> statement-breakpoint
CREATE INDEX "visas_employer_idx" ON "visas" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "visas_country_idx" ON "visas" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "visas_job_idx" ON "visas" USING btree ("job_id");--> statement-breakpoint
INSERT INTO "settings" ("key", "value") VALUES
  ('licenceWarningDays', '90'::jsonb),
  ('bulkRequestMaxCandidates', '20'::jsonb),
  ('responseDeadlines', '{"agencyDays":14,"embassyDays":14}'::jsonb),
  ('contractTermsVersion', '"1.0"'::jsonb),
  ('supportContacts', '{"phone":"+966 11 000 0000","email":"support@portal.example","hoursAr":"من الأحد إلى الخميس، من 8 صباحًا حتى 4 مساءً","hoursEn":"Sunday to Thursday, 8 am to 4 pm"}'::jsonb)
ON CONFLICT ("key") DO NOTHING;
