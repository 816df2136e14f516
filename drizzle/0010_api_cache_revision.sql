CREATE TABLE "api_cache_revision" (
	"id" smallint PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "api_cache_revision" ("id", "revision") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "api_cache_revision_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "api_cache_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "api_keys_cache_revision" AFTER UPDATE OF "workspace_id", "secret_hash", "scopes", "expires_at", "revoked_at" OR DELETE ON "api_keys" FOR EACH STATEMENT EXECUTE FUNCTION "api_cache_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "models_cache_revision" AFTER UPDATE OF "workspace_id", "status", "model", "finished_at" OR DELETE ON "models" FOR EACH STATEMENT EXECUTE FUNCTION "api_cache_revision_bump"();
