CREATE TABLE "tour_search_summaries" (
	"tour_id" uuid PRIMARY KEY NOT NULL,
	"from_price" integer NOT NULL,
	"next_departure" date,
	"as_of" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_search_summaries" ADD CONSTRAINT "tour_search_summaries_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- "Today" is the UTC date, as the server's todayOf reads it, whatever the database's time zone.
-- What a search filters and sorts by, kept per tour so that a search without text reads no departures (decision 32):
-- tourCardPrice's price per person for one traveller (the lowest after discount over the departures from `p_day` with
-- a seat, else over all of them, else the tour's own; half up, as perPersonPrice rounds) and the first departure with
-- a seat. Parameters are prefixed: in an SQL function a column of the same name would win over them.
CREATE FUNCTION "tour_departure_summary"("p_tour" uuid, "p_price" integer, "p_discount" integer, "p_day" date,
  OUT "from_price" integer, OUT "next_departure" date)
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(
        min(("d"."price"::int8 * (100 - coalesce("d"."discount_percent", "p_discount", 0)) + 50) / 100)
          FILTER (WHERE "d"."available_spots" > 0),
        min(("d"."price"::int8 * (100 - coalesce("d"."discount_percent", "p_discount", 0)) + 50) / 100),
        ("p_price"::int8 * (100 - coalesce("p_discount", 0)) + 50) / 100
      )::integer,
      min("d"."start_date") FILTER (WHERE "d"."available_spots" > 0)
    FROM "tour_dates" "d" WHERE "d"."tour_id" = "p_tour" AND "d"."start_date" >= "p_day"
  $$;--> statement-breakpoint
-- The rows are locked first, in id order, by a statement of their own: the write that follows then reads the
-- departures as committed by whoever held a lock before (READ COMMITTED takes a new snapshot per statement), and two
-- refreshes never wait on each other in opposite orders.
CREATE FUNCTION "refresh_tour_search_summaries"("p_tours" uuid[], "p_day" date) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF cardinality("p_tours") = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "tour_search_summaries" WHERE "tour_id" = ANY ("p_tours") ORDER BY "tour_id" FOR NO KEY UPDATE;
  INSERT INTO "tour_search_summaries" ("tour_id", "from_price", "next_departure", "as_of")
    SELECT "t"."id", "s"."from_price", "s"."next_departure", "p_day"
    FROM "tours" "t"
    CROSS JOIN LATERAL tour_departure_summary("t"."id", "t"."price", "t"."discount_percentage", "p_day") "s"
    WHERE "t"."id" = ANY ("p_tours")
  ON CONFLICT ("tour_id") DO UPDATE
    SET "from_price" = EXCLUDED."from_price", "next_departure" = EXCLUDED."next_departure", "as_of" = EXCLUDED."as_of";
END;
$$;--> statement-breakpoint
INSERT INTO "tour_search_summaries" ("tour_id", "from_price", "next_departure", "as_of")
  SELECT "t"."id", "s"."from_price", "s"."next_departure", (now() AT TIME ZONE 'UTC')::date
  FROM "tours" "t"
  CROSS JOIN LATERAL tour_departure_summary("t"."id", "t"."price", "t"."discount_percentage", (now() AT TIME ZONE 'UTC')::date) "s";--> statement-breakpoint
-- A new tour gets its row at once (once per statement, for bulk loads); the tour's own price and discount take part,
-- so a change of them refreshes it (per row: a trigger on some columns cannot see the statement's rows).
CREATE FUNCTION "tours_refresh_search_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_tour_search_summaries(ARRAY(SELECT "id" FROM "new_rows"), (now() AT TIME ZONE 'UTC')::date);
  ELSE
    PERFORM refresh_tour_search_summaries(ARRAY[NEW."id"], (now() AT TIME ZONE 'UTC')::date);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tours_search_summary_on_insert"
  AFTER INSERT ON "tours" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tours_refresh_search_summary"();--> statement-breakpoint
CREATE TRIGGER "tours_search_summary_on_price"
  AFTER UPDATE OF "price", "discount_percentage" ON "tours"
  FOR EACH ROW EXECUTE FUNCTION "tours_refresh_search_summary"();--> statement-breakpoint
-- Once per statement, over the rows it changed: a bulk insert of departures refreshes each tour once, and a hold (one
-- row's seats) only when the departure's seats run out or come back.
CREATE FUNCTION "tour_dates_refresh_search_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "today" date := (now() AT TIME ZONE 'UTC')::date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_tour_search_summaries(ARRAY(SELECT DISTINCT "tour_id" FROM "new_rows"), "today");
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_tour_search_summaries(ARRAY(SELECT DISTINCT "tour_id" FROM "old_rows"), "today");
  ELSE
    PERFORM refresh_tour_search_summaries(ARRAY(
      SELECT "o"."tour_id" FROM "old_rows" "o" JOIN "new_rows" "n" ON "n"."id" = "o"."id"
        WHERE ("o"."tour_id", "o"."price", "o"."discount_percent", "o"."start_date")
            IS DISTINCT FROM ("n"."tour_id", "n"."price", "n"."discount_percent", "n"."start_date")
          OR ("o"."available_spots" > 0) <> ("n"."available_spots" > 0)
      UNION
      SELECT "n"."tour_id" FROM "old_rows" "o" JOIN "new_rows" "n" ON "n"."id" = "o"."id"
        WHERE "n"."tour_id" <> "o"."tour_id"
    ), "today");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tour_dates_search_summary_on_insert"
  AFTER INSERT ON "tour_dates" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tour_dates_refresh_search_summary"();--> statement-breakpoint
CREATE TRIGGER "tour_dates_search_summary_on_update"
  AFTER UPDATE ON "tour_dates" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tour_dates_refresh_search_summary"();--> statement-breakpoint
CREATE TRIGGER "tour_dates_search_summary_on_delete"
  AFTER DELETE ON "tour_dates" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tour_dates_refresh_search_summary"();
