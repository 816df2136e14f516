ALTER TABLE "data_streams" ADD COLUMN "pending_secret" text;--> statement-breakpoint
ALTER TABLE "data_streams" ADD COLUMN "pending_secret_at" timestamp with time zone;