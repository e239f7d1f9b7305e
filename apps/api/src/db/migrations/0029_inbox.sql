CREATE TABLE "inbox_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"record_label" text NOT NULL,
	"obligation" text,
	"percent" integer,
	"due_at" timestamp with time zone,
	"status_from" text,
	"status_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'ar-SA' NOT NULL,
	"email_at_half" boolean DEFAULT true NOT NULL,
	"email_at_four_fifths" boolean DEFAULT true NOT NULL,
	"email_at_breach" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clock_reminders" (
	"clock_id" integer NOT NULL,
	"percent" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_reminders_clock_id_percent_pk" PRIMARY KEY("clock_id","percent")
);
--> statement-breakpoint
CREATE TABLE "inbox_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_history_id" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_reminders" ADD CONSTRAINT "clock_reminders_clock_id_clocks_id_fk" FOREIGN KEY ("clock_id") REFERENCES "public"."clocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_user_source_uq" ON "inbox_items" USING btree ("user_id","source_key");--> statement-breakpoint
CREATE INDEX "inbox_items_user_read_idx" ON "inbox_items" USING btree ("user_id","read_at","created_at");
