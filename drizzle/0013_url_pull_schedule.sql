ALTER TABLE "data_streams" ADD COLUMN "next_sync_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "data_streams_next_sync_idx" ON "data_streams" USING btree ("next_sync_at");