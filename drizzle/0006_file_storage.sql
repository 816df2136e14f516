CREATE TABLE "storage_chunks" (
	"bucket" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "storage_chunks_bucket_name_seq_pk" PRIMARY KEY("bucket","name","seq")
);
--> statement-breakpoint
ALTER TABLE "storage_chunks" ADD CONSTRAINT "storage_chunks_bucket_name_storage_objects_bucket_name_fk" FOREIGN KEY ("bucket","name") REFERENCES "public"."storage_objects"("bucket","name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing files move into 256 KB chunk rows before their columns go (docs/decisions/029-file-storage.md):
-- avatars keep their names; each dataset's gzip-compressed file becomes the object `datasets/<id>.gz`. On the
-- embedded database the server then moves every object row to a file under DATA_DIR/storage at start-up.
INSERT INTO "storage_chunks" ("bucket", "name", "seq", "data")
	SELECT o."bucket", o."name", s.seq, substring(o."data" from s.seq * 262144 + 1 for 262144)
	FROM "storage_objects" o, generate_series(0, greatest(octet_length(o."data") - 1, 0) / 262144) AS s(seq);--> statement-breakpoint
ALTER TABLE "storage_objects" DROP COLUMN "data";--> statement-breakpoint
INSERT INTO "storage_objects" ("bucket", "name", "content_type", "size", "created_at")
	SELECT 'datasets', d."id"::text || '.gz', 'application/gzip', octet_length(d."content"), d."created_at"
	FROM "datasets" d;--> statement-breakpoint
INSERT INTO "storage_chunks" ("bucket", "name", "seq", "data")
	SELECT 'datasets', d."id"::text || '.gz', s.seq, substring(d."content" from s.seq * 262144 + 1 for 262144)
	FROM "datasets" d, generate_series(0, greatest(octet_length(d."content") - 1, 0) / 262144) AS s(seq);--> statement-breakpoint
ALTER TABLE "datasets" DROP COLUMN "content";
