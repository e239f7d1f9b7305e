CREATE TABLE "record_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"changed_by" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_history_entity_idx" ON "record_history" USING btree ("entity_type","entity_id","changed_at");--> statement-breakpoint
CREATE INDEX "jobs_name_en_idx" ON "jobs" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "jobs_name_ar_idx" ON "jobs" USING btree ("name_ar");