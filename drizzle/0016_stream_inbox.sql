CREATE TABLE "data_stream_inbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_stream_inbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"stream_id" uuid NOT NULL,
	"rows" json NOT NULL,
	"row_count" integer NOT NULL,
	"bytes" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_streams" ADD COLUMN "inbox_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_stream_inbox" ADD CONSTRAINT "data_stream_inbox_stream_id_data_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."data_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_stream_inbox_stream_idx" ON "data_stream_inbox" USING btree ("stream_id","id");