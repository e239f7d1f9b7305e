CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"employment_request_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"raised_by_organization_id" integer NOT NULL,
	"raised_by_role" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone NOT NULL,
	"gone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_employment_request_id_employment_requests_id_fk" FOREIGN KEY ("employment_request_id") REFERENCES "public"."employment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_office_id_organizations_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_raised_by_organization_id_organizations_id_fk" FOREIGN KEY ("raised_by_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_office_idx" ON "complaints" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "complaints_request_idx" ON "complaints" USING btree ("employment_request_id");