CREATE TABLE "complaint_token_uses" (
	"jti" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "complaint_token_uses_expires_at_idx" ON "complaint_token_uses" USING btree ("expires_at");