-- Decision 0062: employers on the watchlist, by national id, for one sending country or all.
CREATE TABLE "employer_watchlist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employer_watchlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"national_id" text NOT NULL,
	"reason_id" integer NOT NULL,
	"country_id" integer,
	"comment" text,
	"review_on" date NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer,
	"lift_reason" text,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employer_watchlist" ADD CONSTRAINT "employer_watchlist_reason_id_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_watchlist" ADD CONSTRAINT "employer_watchlist_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_watchlist" ADD CONSTRAINT "employer_watchlist_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_watchlist" ADD CONSTRAINT "employer_watchlist_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_watchlist_national_id_idx" ON "employer_watchlist" USING btree ("national_id");--> statement-breakpoint
CREATE INDEX "employer_watchlist_review_idx" ON "employer_watchlist" USING btree ("review_on");
