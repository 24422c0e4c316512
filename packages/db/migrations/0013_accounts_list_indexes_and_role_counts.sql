CREATE TABLE "account_role_counts" (
	"role" text PRIMARY KEY NOT NULL,
	"accounts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "profiles_role_created_at_idx";--> statement-breakpoint
CREATE INDEX "profiles_created_at_id_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_role_created_at_id_idx" ON "profiles" USING btree ("role","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_deactivated_idx" ON "users" USING btree ("id") WHERE "users"."deactivated_at" is not null;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): account_role_counts follows every insert, role change and
-- delete of profiles in the same transaction, whichever code makes it (issue 21). TRUNCATE fires no row
-- trigger: a test that truncates profiles truncates every table, this one included.
CREATE FUNCTION "account_role_counts_follow_profiles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "account_role_counts" SET "accounts" = "accounts" - 1 WHERE "role" = OLD."role";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "account_role_counts" ("role", "accounts") VALUES (NEW."role", 1)
    ON CONFLICT ("role") DO UPDATE SET "accounts" = "account_role_counts"."accounts" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_count_accounts_by_role"
  AFTER INSERT OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "account_role_counts_follow_profiles"();--> statement-breakpoint
CREATE TRIGGER "profiles_count_role_changes"
  AFTER UPDATE OF "role" ON "profiles"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role")
  EXECUTE FUNCTION "account_role_counts_follow_profiles"();--> statement-breakpoint
INSERT INTO "account_role_counts" ("role", "accounts") SELECT "role", count(*) FROM "profiles" GROUP BY "role";
