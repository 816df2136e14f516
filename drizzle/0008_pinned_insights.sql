CREATE TABLE "pinned_insights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"dataset_id" uuid NOT NULL,
	"insight_id" text NOT NULL,
	"insight" jsonb NOT NULL,
	"pinned_by" text,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pinned_insights" ADD CONSTRAINT "pinned_insights_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_insights" ADD CONSTRAINT "pinned_insights_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_insights" ADD CONSTRAINT "pinned_insights_pinned_by_users_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pinned_insights_dataset_insight_idx" ON "pinned_insights" USING btree ("dataset_id","insight_id");--> statement-breakpoint
CREATE INDEX "pinned_insights_workspace_idx" ON "pinned_insights" USING btree ("workspace_id","pinned_at");