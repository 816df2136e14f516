CREATE TABLE "data_stream_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stream_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "data_stream_receipts" (
	"stream_id" uuid NOT NULL,
	"key" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_stream_receipts_stream_id_key_pk" PRIMARY KEY("stream_id","key")
);
--> statement-breakpoint
CREATE TABLE "data_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"service" text,
	"mode" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"dataset_id" uuid,
	"dataset_name" text NOT NULL,
	"sealed_secret" text,
	"config" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"rows_received" bigint DEFAULT 0 NOT NULL,
	"rejected_deliveries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_stream_errors" ADD CONSTRAINT "data_stream_errors_stream_id_data_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."data_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_stream_receipts" ADD CONSTRAINT "data_stream_receipts_stream_id_data_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."data_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_streams" ADD CONSTRAINT "data_streams_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_streams" ADD CONSTRAINT "data_streams_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_streams" ADD CONSTRAINT "data_streams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_stream_errors_stream_idx" ON "data_stream_errors" USING btree ("stream_id","at");--> statement-breakpoint
CREATE INDEX "data_stream_receipts_created_idx" ON "data_stream_receipts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "data_streams_workspace_idx" ON "data_streams" USING btree ("workspace_id","created_at");