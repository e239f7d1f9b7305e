-- Decision 0059: compliance orders, an admin's decision on a complaint that binds its office.
CREATE TABLE "compliance_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"complaint_number" text NOT NULL,
	"employment_request_number" text NOT NULL,
	"office_id" integer NOT NULL,
	"text_ar" text NOT NULL,
	"text_en" text NOT NULL,
	"suspension_reason_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"suspension_id" integer,
	"decided_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_orders" ADD CONSTRAINT "compliance_orders_office_id_organizations_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_orders" ADD CONSTRAINT "compliance_orders_suspension_reason_id_reasons_id_fk" FOREIGN KEY ("suspension_reason_id") REFERENCES "public"."reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_orders" ADD CONSTRAINT "compliance_orders_suspension_id_suspensions_id_fk" FOREIGN KEY ("suspension_id") REFERENCES "public"."suspensions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_orders" ADD CONSTRAINT "compliance_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_orders" ADD CONSTRAINT "compliance_orders_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_orders_complaint_idx" ON "compliance_orders" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "compliance_orders_office_idx" ON "compliance_orders" USING btree ("office_id","status");--> statement-breakpoint
CREATE INDEX "compliance_orders_suspension_idx" ON "compliance_orders" USING btree ("suspension_id");
