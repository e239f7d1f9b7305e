CREATE TABLE "scorecard_figures" (
	"organization_id" integer NOT NULL,
	"figure" text NOT NULL,
	"events" integer NOT NULL,
	"value" double precision,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scorecard_figures_organization_id_figure_pk" PRIMARY KEY("organization_id","figure")
);
--> statement-breakpoint
ALTER TABLE "scorecard_figures" ADD CONSTRAINT "scorecard_figures_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
