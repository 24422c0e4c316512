ALTER TABLE "tours" ADD COLUMN "from_price" integer;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "next_departure" date;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "departures_as_of" date;--> statement-breakpoint
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
CREATE FUNCTION "refresh_tour_departure_summaries"("p_tours" uuid[], "p_day" date) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE "tours" "t" SET ("from_price", "next_departure", "departures_as_of") = (
      SELECT "s"."from_price", "s"."next_departure", "p_day"
      FROM tour_departure_summary("t"."id", "t"."price", "t"."discount_percentage", "p_day") "s"
    )
    WHERE "t"."id" = ANY ("p_tours")
  $$;--> statement-breakpoint
UPDATE "tours" "t" SET ("from_price", "next_departure", "departures_as_of") = (
  SELECT "s"."from_price", "s"."next_departure", (now() AT TIME ZONE 'UTC')::date
  FROM tour_departure_summary("t"."id", "t"."price", "t"."discount_percentage", (now() AT TIME ZONE 'UTC')::date) "s"
);--> statement-breakpoint
-- The tour's own price and discount take part: worked out again before the row is written.
CREATE FUNCTION "tours_keep_departure_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "s"."from_price", "s"."next_departure", (now() AT TIME ZONE 'UTC')::date
    INTO NEW."from_price", NEW."next_departure", NEW."departures_as_of"
    FROM tour_departure_summary(NEW."id", NEW."price", NEW."discount_percentage", (now() AT TIME ZONE 'UTC')::date) "s";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tours_departure_summary"
  BEFORE INSERT OR UPDATE OF "price", "discount_percentage" ON "tours"
  FOR EACH ROW EXECUTE FUNCTION "tours_keep_departure_summary"();--> statement-breakpoint
-- Once per statement, over the rows it changed: a bulk insert of departures updates each tour once, and a hold (one
-- row's seats) only when the departure's seats run out or come back.
CREATE FUNCTION "tour_dates_refresh_departure_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_tour_departure_summaries(ARRAY(SELECT DISTINCT "tour_id" FROM "new_rows"), (now() AT TIME ZONE 'UTC')::date);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_tour_departure_summaries(ARRAY(SELECT DISTINCT "tour_id" FROM "old_rows"), (now() AT TIME ZONE 'UTC')::date);
  ELSE
    PERFORM refresh_tour_departure_summaries(ARRAY(
      SELECT "o"."tour_id" FROM "old_rows" "o" JOIN "new_rows" "n" ON "n"."id" = "o"."id"
        WHERE ("o"."tour_id", "o"."price", "o"."discount_percent", "o"."start_date")
            IS DISTINCT FROM ("n"."tour_id", "n"."price", "n"."discount_percent", "n"."start_date")
          OR ("o"."available_spots" > 0) <> ("n"."available_spots" > 0)
      UNION
      SELECT "n"."tour_id" FROM "old_rows" "o" JOIN "new_rows" "n" ON "n"."id" = "o"."id"
        WHERE "n"."tour_id" <> "o"."tour_id"
    ), (now() AT TIME ZONE 'UTC')::date);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tour_dates_departure_summary_on_insert"
  AFTER INSERT ON "tour_dates" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tour_dates_refresh_departure_summary"();--> statement-breakpoint
CREATE TRIGGER "tour_dates_departure_summary_on_update"
  AFTER UPDATE ON "tour_dates" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tour_dates_refresh_departure_summary"();--> statement-breakpoint
CREATE TRIGGER "tour_dates_departure_summary_on_delete"
  AFTER DELETE ON "tour_dates" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tour_dates_refresh_departure_summary"();
