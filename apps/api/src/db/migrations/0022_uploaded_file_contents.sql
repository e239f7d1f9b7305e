-- Uploaded documents keep their bytes in the database (decision 0042): every instance serves them
-- and the database backup holds them. PDFs and images are compressed already: EXTERNAL storage
-- skips a second compression and lets a download read the bytes a chunk at a time.
CREATE TABLE "file_contents" (
	"file_id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_contents" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
