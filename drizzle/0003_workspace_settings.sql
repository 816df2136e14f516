CREATE TABLE "storage_objects" (
	"bucket" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_objects_bucket_name_pk" PRIMARY KEY("bucket","name")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "members_user_idx" ON "members" USING btree ("user_id");