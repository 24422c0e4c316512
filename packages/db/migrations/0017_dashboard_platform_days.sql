CREATE TABLE "dashboard_platform_days" (
	"basis" text NOT NULL,
	"day" date NOT NULL,
	"currency" char(3) NOT NULL,
	"shard" smallint NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_platform_days_basis_day_currency_shard_pk" PRIMARY KEY("basis","day","currency","shard"),
	CONSTRAINT "dashboard_platform_days_basis_check" CHECK ("dashboard_platform_days"."basis" in ('booking', 'travel'))
);
--> statement-breakpoint
-- Hand-written: the platform's day rows follow the tours' day rows (migration 0016), whichever statement writes them
-- (the bookings' and departures' triggers, the nightly repair, a tour's deletion by cascade). The invariant, checked
-- nightly with the rest: for every basis, day, currency and shard, dashboard_platform_days holds the sum of the
-- dashboard_tour_days rows of the tours in that shard.
--
-- Lock order: a statement writes one tour's day rows in key order (tour, basis, day, currency) and its AFTER ROW
-- triggers run in that order at its end, so one booking's change takes platform rows in (basis, day, currency)
-- order within one shard, as every other booking's change does: no deadlock between two of them. A statement that
-- writes several tours' rows (a departure moved, a repair, a seed) may meet another in the opposite order; PostgreSQL
-- then aborts one, never a wrong figure.
CREATE FUNCTION "dashboard_platform_shard"("tour_id" uuid) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (get_byte(uuid_send("tour_id"), 15) % 16)::smallint
$$;--> statement-breakpoint
-- Adds figures to one platform row, and deletes the row when they come back to nothing.
CREATE FUNCTION "dashboard_platform_add"(
  "add_basis" text, "add_day" date, "add_currency" char(3), "add_shard" smallint,
  "add_bookings" integer, "add_guests" integer, "add_revenue" bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF add_bookings = 0 AND add_guests = 0 AND add_revenue = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "dashboard_platform_days" AS "p" ("basis", "day", "currency", "shard", "bookings", "guests", "revenue")
    VALUES (add_basis, add_day, add_currency, add_shard, add_bookings, add_guests, add_revenue)
    ON CONFLICT ("basis", "day", "currency", "shard") DO UPDATE SET
      "bookings" = "p"."bookings" + EXCLUDED."bookings",
      "guests" = "p"."guests" + EXCLUDED."guests",
      "revenue" = "p"."revenue" + EXCLUDED."revenue";
  DELETE FROM "dashboard_platform_days"
    WHERE "basis" = add_basis AND "day" = add_day AND "currency" = add_currency AND "shard" = add_shard
      AND "bookings" = 0 AND "guests" = 0 AND "revenue" = 0;
END;
$$;--> statement-breakpoint
-- The summary writers add to a row or delete it, so an UPDATE keeps its key and adds the difference to one platform
-- row; an UPDATE that changes a key (a hand-made fix) takes the old row's figures from its platform row and adds
-- the new row's to another.
CREATE FUNCTION "dashboard_summary_follow_tour_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."tour_id", OLD."basis", OLD."day", OLD."currency")
      IS NOT DISTINCT FROM (NEW."tour_id", NEW."basis", NEW."day", NEW."currency") THEN
    PERFORM dashboard_platform_add(NEW."basis", NEW."day", NEW."currency", dashboard_platform_shard(NEW."tour_id"),
      NEW."bookings" - OLD."bookings", NEW."guests" - OLD."guests", NEW."revenue" - OLD."revenue");
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM dashboard_platform_add(OLD."basis", OLD."day", OLD."currency", dashboard_platform_shard(OLD."tour_id"),
      -OLD."bookings", -OLD."guests", -OLD."revenue");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_platform_add(NEW."basis", NEW."day", NEW."currency", dashboard_platform_shard(NEW."tour_id"),
      NEW."bookings", NEW."guests", NEW."revenue");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "dashboard_tour_days_summarise"
  AFTER INSERT OR UPDATE OR DELETE ON "dashboard_tour_days"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_summary_follow_tour_days"();--> statement-breakpoint
-- The rows of what exists already; CREATE TRIGGER locked dashboard_tour_days against writes until this commits.
INSERT INTO "dashboard_platform_days" ("basis", "day", "currency", "shard", "bookings", "guests", "revenue")
  SELECT "basis", "day", "currency", dashboard_platform_shard("tour_id"), sum("bookings"), sum("guests"), sum("revenue")
  FROM "dashboard_tour_days"
  GROUP BY 1, 2, 3, 4
  HAVING sum("bookings") <> 0 OR sum("guests") <> 0 OR sum("revenue") <> 0;
