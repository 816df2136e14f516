-- Roles outside the four (better-auth accepted 'member' and comma-joined roles) become the least one.
UPDATE "members" SET "role" = 'collaborator' WHERE "role" NOT IN ('owner', 'admin', 'editor', 'collaborator');--> statement-breakpoint
UPDATE "invitations" SET "role" = 'collaborator' WHERE "role" NOT IN ('owner', 'admin', 'editor', 'collaborator');--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "role" SET DEFAULT 'collaborator';--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('owner', 'admin', 'editor', 'collaborator'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_role_check" CHECK ("members"."role" in ('owner', 'admin', 'editor', 'collaborator'));