CREATE TABLE "record_claims" (
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"claimed_by" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	CONSTRAINT "record_claims_subject_type_subject_id_pk" PRIMARY KEY("subject_type","subject_id")
);
--> statement-breakpoint
ALTER TABLE "record_claims" ADD CONSTRAINT "record_claims_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_claims_claimed_by_idx" ON "record_claims" USING btree ("claimed_by");
