CREATE TABLE "verifiable_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verifiable_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"language" text NOT NULL,
	"number" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"content_sha256" text NOT NULL,
	"jws" text NOT NULL,
	"html" text NOT NULL,
	"page_marks" jsonb NOT NULL,
	"pdf" "bytea",
	"file_sha256" text,
	"rendered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "verifiable_documents_code_uq" ON "verifiable_documents" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "verifiable_documents_record_uq" ON "verifiable_documents" USING btree ("kind","record_id","language");--> statement-breakpoint
CREATE INDEX "verifiable_documents_unrendered_idx" ON "verifiable_documents" USING btree ("id") WHERE "verifiable_documents"."file_sha256" is null;
