CREATE TABLE "dashboard_tour_days" (
	"tour_id" uuid NOT NULL,
	"basis" text NOT NULL,
	"day" date NOT NULL,
	"currency" char(3) NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_tour_days_tour_id_basis_day_currency_pk" PRIMARY KEY("tour_id","basis","day","currency"),
	CONSTRAINT "dashboard_tour_days_basis_check" CHECK ("dashboard_tour_days"."basis" in ('booking', 'travel'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_tour_ratings" (
	"tour_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_tour_ratings_tour_id_stars_pk" PRIMARY KEY("tour_id","stars"),
	CONSTRAINT "dashboard_tour_ratings_stars_check" CHECK ("dashboard_tour_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "dashboard_tour_totals" (
	"tour_id" uuid NOT NULL,
	"currency" char(3) NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_tour_totals_tour_id_currency_pk" PRIMARY KEY("tour_id","currency")
);
--> statement-breakpoint
ALTER TABLE "dashboard_tour_days" ADD CONSTRAINT "dashboard_tour_days_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_tour_ratings" ADD CONSTRAINT "dashboard_tour_ratings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_tour_totals" ADD CONSTRAINT "dashboard_tour_totals_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_tour_days_basis_day_idx" ON "dashboard_tour_days" USING btree ("basis","day");--> statement-breakpoint
CREATE INDEX "bookings_tour_booking_date_idx" ON "bookings" USING btree ("tour_id","booking_date" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): the dashboards' summary rows (DESIGN decision 36, issue 24)
-- follow every insert, change and delete of bookings, every move of a departure's start date and every review,
-- in the same transaction, whichever code makes it. A booking counts while it is paid and not cancelled
-- (payment_status 'completed', booking_status not 'cancelled'; bookingCounts in @tour/shared) and earns its total
-- less what was promised back, never below 0 (bookingNetRevenue): the same rule as the recomputation in
-- packages/db/src/dashboard-summary.ts, which the nightly job compares with these rows. Days are Bangkok calendar
-- days: PGlite and PostgreSQL both carry the tz database, so `at time zone 'Asia/Bangkok'` is used as is (UTC+7
-- all year since 1920, as marketplaceDate in @tour/shared assumes). A row whose figures all come back to 0 is
-- deleted: the tables hold only days, tours and stars that have something.
--
-- Lock order (no deadlock between two single-booking transactions): one booking's change touches at most four
-- day rows and two total rows; they are written by one INSERT … ON CONFLICT DO UPDATE per table over the rows
-- sorted by key, day rows before total rows, so every transaction takes summary rows in the same order (a new
-- key's insert waits for a concurrent insert of the same key as a row lock would). Every product transaction
-- changes one booking, and fires these triggers after its seat update (the cancellation's seats come back in
-- the same statement, and AFTER triggers run at its end), so nothing it waits for later is held by a writer
-- waiting for these rows. A transaction that changes several bookings (a seed, a data fix) may meet another in
-- the opposite order: PostgreSQL then aborts one of them (a retry), never a wrong figure. The nightly job's
-- repair takes the same order.
--
-- Departure moves: a booking's travel day is its departure's start date, read under a SHARE lock of the departure's
-- row, which a move's UPDATE (any UPDATE of tour_dates) conflicts with. So a booking's change and its departure's
-- move never overlap: a move waits for the booking's transaction and then, in its own trigger, finds the booking;
-- a booking's change waits for the move and then reads the new date. Without the lock a booking paid while its
-- departure moved kept its figures on the old day. The lock is never upgraded by a product transaction: a
-- cancellation gives its seats back in the same statement, before its AFTER triggers run, and a checkout takes its
-- seats before it writes the booking; nothing updates a departure after changing a counted booking of it. Seat
-- updates of the departure (holds, other cancellations) wait for the lock's transaction: milliseconds.
CREATE FUNCTION "dashboard_summary_follow_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := TG_OP IN ('UPDATE', 'DELETE')
    AND OLD."payment_status" = 'completed' AND OLD."booking_status" <> 'cancelled';
  new_counts boolean := TG_OP IN ('INSERT', 'UPDATE')
    AND NEW."payment_status" = 'completed' AND NEW."booking_status" <> 'cancelled';
  old_booking_day date;
  old_travel_day date;
  new_booking_day date;
  new_travel_day date;
BEGIN
  IF old_counts THEN
    old_booking_day := (OLD."booking_date" AT TIME ZONE 'Asia/Bangkok')::date;
    SELECT "start_date" INTO old_travel_day FROM "tour_dates" WHERE "id" = OLD."tour_date_id" FOR SHARE;
  END IF;
  IF new_counts THEN
    new_booking_day := (NEW."booking_date" AT TIME ZONE 'Asia/Bangkok')::date;
    SELECT "start_date" INTO new_travel_day FROM "tour_dates" WHERE "id" = NEW."tour_date_id" FOR SHARE;
  END IF;
  -- What the old row gave is taken back and what the new row gives is added, netted per row (a refund changes one
  -- row's revenue only), in key order.
  INSERT INTO "dashboard_tour_days" AS "s" ("tour_id", "basis", "day", "currency", "bookings", "guests", "revenue")
  SELECT "tour_id", "basis", "day", "currency", sum("bookings"), sum("guests"), sum("revenue")
  FROM (VALUES
    (old_counts, OLD."tour_id", 'booking', old_booking_day, OLD."currency", -1, -OLD."number_of_guests",
      -(OLD."total_amount" - least(coalesce(OLD."refund_amount", 0), OLD."total_amount"))::bigint),
    (old_counts, OLD."tour_id", 'travel', old_travel_day, OLD."currency", -1, -OLD."number_of_guests",
      -(OLD."total_amount" - least(coalesce(OLD."refund_amount", 0), OLD."total_amount"))::bigint),
    (new_counts, NEW."tour_id", 'booking', new_booking_day, NEW."currency", 1, NEW."number_of_guests",
      (NEW."total_amount" - least(coalesce(NEW."refund_amount", 0), NEW."total_amount"))::bigint),
    (new_counts, NEW."tour_id", 'travel', new_travel_day, NEW."currency", 1, NEW."number_of_guests",
      (NEW."total_amount" - least(coalesce(NEW."refund_amount", 0), NEW."total_amount"))::bigint)
  ) AS "change" ("counts", "tour_id", "basis", "day", "currency", "bookings", "guests", "revenue")
  WHERE "counts"
  GROUP BY "tour_id", "basis", "day", "currency"
  HAVING sum("bookings") <> 0 OR sum("guests") <> 0 OR sum("revenue") <> 0
  ORDER BY "tour_id", "basis", "day", "currency"
  ON CONFLICT ("tour_id", "basis", "day", "currency") DO UPDATE SET
    "bookings" = "s"."bookings" + EXCLUDED."bookings",
    "guests" = "s"."guests" + EXCLUDED."guests",
    "revenue" = "s"."revenue" + EXCLUDED."revenue";
  INSERT INTO "dashboard_tour_totals" AS "s" ("tour_id", "currency", "bookings", "guests", "revenue")
  SELECT "tour_id", "currency", sum("bookings"), sum("guests"), sum("revenue")
  FROM (VALUES
    (old_counts, OLD."tour_id", OLD."currency", -1, -OLD."number_of_guests",
      -(OLD."total_amount" - least(coalesce(OLD."refund_amount", 0), OLD."total_amount"))::bigint),
    (new_counts, NEW."tour_id", NEW."currency", 1, NEW."number_of_guests",
      (NEW."total_amount" - least(coalesce(NEW."refund_amount", 0), NEW."total_amount"))::bigint)
  ) AS "change" ("counts", "tour_id", "currency", "bookings", "guests", "revenue")
  WHERE "counts"
  GROUP BY "tour_id", "currency"
  HAVING sum("bookings") <> 0 OR sum("guests") <> 0 OR sum("revenue") <> 0
  ORDER BY "tour_id", "currency"
  ON CONFLICT ("tour_id", "currency") DO UPDATE SET
    "bookings" = "s"."bookings" + EXCLUDED."bookings",
    "guests" = "s"."guests" + EXCLUDED."guests",
    "revenue" = "s"."revenue" + EXCLUDED."revenue";
  IF old_counts THEN
    -- Rows already locked above by this transaction.
    DELETE FROM "dashboard_tour_days"
      WHERE "tour_id" = OLD."tour_id" AND "currency" = OLD."currency"
        AND (("basis" = 'booking' AND "day" = old_booking_day) OR ("basis" = 'travel' AND "day" = old_travel_day))
        AND "bookings" = 0 AND "guests" = 0 AND "revenue" = 0;
    DELETE FROM "dashboard_tour_totals"
      WHERE "tour_id" = OLD."tour_id" AND "currency" = OLD."currency"
        AND "bookings" = 0 AND "guests" = 0 AND "revenue" = 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_summarise_inserts"
  AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW."payment_status" = 'completed' AND NEW."booking_status" <> 'cancelled')
  EXECUTE FUNCTION "dashboard_summary_follow_bookings"();--> statement-breakpoint
CREATE TRIGGER "bookings_summarise_changes"
  AFTER UPDATE OF "booking_status", "payment_status", "refund_amount", "total_amount", "currency",
    "number_of_guests", "booking_date", "tour_id", "tour_date_id" ON "bookings"
  FOR EACH ROW WHEN (
    ((OLD."payment_status" = 'completed' AND OLD."booking_status" <> 'cancelled')
      OR (NEW."payment_status" = 'completed' AND NEW."booking_status" <> 'cancelled'))
    AND (OLD."booking_status", OLD."payment_status", OLD."refund_amount", OLD."total_amount", OLD."currency",
      OLD."number_of_guests", OLD."booking_date", OLD."tour_id", OLD."tour_date_id")
      IS DISTINCT FROM (NEW."booking_status", NEW."payment_status", NEW."refund_amount", NEW."total_amount",
      NEW."currency", NEW."number_of_guests", NEW."booking_date", NEW."tour_id", NEW."tour_date_id"))
  EXECUTE FUNCTION "dashboard_summary_follow_bookings"();--> statement-breakpoint
CREATE TRIGGER "bookings_summarise_deletes"
  AFTER DELETE ON "bookings"
  FOR EACH ROW WHEN (OLD."payment_status" = 'completed' AND OLD."booking_status" <> 'cancelled')
  EXECUTE FUNCTION "dashboard_summary_follow_bookings"();--> statement-breakpoint
-- A departure whose start date moves takes its counted bookings' travel-day figures along (booking-day figures and
-- totals do not change). Same key order as above.
CREATE FUNCTION "dashboard_summary_follow_departure_dates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "dashboard_tour_days" AS "s" ("tour_id", "basis", "day", "currency", "bookings", "guests", "revenue")
  SELECT "counted"."tour_id", 'travel', "moved"."day", "counted"."currency",
    "moved"."sign" * "counted"."bookings", "moved"."sign" * "counted"."guests", "moved"."sign" * "counted"."revenue"
  FROM (
    SELECT b."tour_id", b."currency", count(*) AS "bookings", sum(b."number_of_guests") AS "guests",
      sum(b."total_amount" - least(coalesce(b."refund_amount", 0), b."total_amount")) AS "revenue"
    FROM "bookings" b
    WHERE b."tour_date_id" = NEW."id" AND b."payment_status" = 'completed' AND b."booking_status" <> 'cancelled'
    GROUP BY b."tour_id", b."currency"
  ) AS "counted"
  CROSS JOIN (VALUES (OLD."start_date", -1), (NEW."start_date", 1)) AS "moved" ("day", "sign")
  ORDER BY "counted"."tour_id", "moved"."day", "counted"."currency"
  ON CONFLICT ("tour_id", "basis", "day", "currency") DO UPDATE SET
    "bookings" = "s"."bookings" + EXCLUDED."bookings",
    "guests" = "s"."guests" + EXCLUDED."guests",
    "revenue" = "s"."revenue" + EXCLUDED."revenue";
  DELETE FROM "dashboard_tour_days"
    WHERE "basis" = 'travel' AND "day" = OLD."start_date"
      AND "tour_id" IN (SELECT b."tour_id" FROM "bookings" b WHERE b."tour_date_id" = NEW."id")
      AND "bookings" = 0 AND "guests" = 0 AND "revenue" = 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tour_dates_summarise_moves"
  AFTER UPDATE OF "start_date" ON "tour_dates"
  FOR EACH ROW WHEN (OLD."start_date" IS DISTINCT FROM NEW."start_date")
  EXECUTE FUNCTION "dashboard_summary_follow_departure_dates"();--> statement-breakpoint
-- Published reviews per tour and overall rating (review statuses: 'published', 'in_moderation', 'hidden'; only
-- published ones count, as for tours.rating). A review deleted with its tour (cascade) only takes back what it
-- gave, with an UPDATE: inserting a row for a tour being deleted would break the foreign key. Every writer of a
-- tour's reviews locks the tour row first, so two review changes of one tour never wait on each other here.
CREATE FUNCTION "dashboard_summary_follow_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'published';
  new_counts boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'published';
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "dashboard_tour_ratings" SET "reviews" = "reviews" - 1
      WHERE "tour_id" = OLD."tour_id" AND "stars" = OLD."overall_rating";
  ELSE
    INSERT INTO "dashboard_tour_ratings" AS "s" ("tour_id", "stars", "reviews")
    SELECT "tour_id", "stars", sum("reviews")
    FROM (VALUES
      (old_counts, OLD."tour_id", OLD."overall_rating", -1),
      (new_counts, NEW."tour_id", NEW."overall_rating", 1)
    ) AS "change" ("counts", "tour_id", "stars", "reviews")
    WHERE "counts"
    GROUP BY "tour_id", "stars"
    HAVING sum("reviews") <> 0
    ORDER BY "tour_id", "stars"
    ON CONFLICT ("tour_id", "stars") DO UPDATE SET "reviews" = "s"."reviews" + EXCLUDED."reviews";
  END IF;
  IF old_counts THEN
    DELETE FROM "dashboard_tour_ratings"
      WHERE "tour_id" = OLD."tour_id" AND "stars" = OLD."overall_rating" AND "reviews" = 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_summarise_inserts"
  AFTER INSERT ON "reviews"
  FOR EACH ROW WHEN (NEW."status" = 'published')
  EXECUTE FUNCTION "dashboard_summary_follow_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_summarise_changes"
  AFTER UPDATE OF "status", "overall_rating", "tour_id" ON "reviews"
  FOR EACH ROW WHEN ((OLD."status" = 'published' OR NEW."status" = 'published')
    AND (OLD."status", OLD."overall_rating", OLD."tour_id") IS DISTINCT FROM
      (NEW."status", NEW."overall_rating", NEW."tour_id"))
  EXECUTE FUNCTION "dashboard_summary_follow_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_summarise_deletes"
  AFTER DELETE ON "reviews"
  FOR EACH ROW WHEN (OLD."status" = 'published')
  EXECUTE FUNCTION "dashboard_summary_follow_reviews"();--> statement-breakpoint
-- The rows of what exists already. CREATE TRIGGER above locked each table against writes (SHARE ROW EXCLUSIVE)
-- until this migration commits, so nothing is written between the triggers and these counts: none is missed or
-- counted twice.
INSERT INTO "dashboard_tour_days" ("tour_id", "basis", "day", "currency", "bookings", "guests", "revenue")
  SELECT b."tour_id", 'booking', (b."booking_date" AT TIME ZONE 'Asia/Bangkok')::date, b."currency", count(*),
    sum(b."number_of_guests"), sum(b."total_amount" - least(coalesce(b."refund_amount", 0), b."total_amount"))
  FROM "bookings" b
  WHERE b."payment_status" = 'completed' AND b."booking_status" <> 'cancelled'
  GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT b."tour_id", 'travel', d."start_date", b."currency", count(*),
    sum(b."number_of_guests"), sum(b."total_amount" - least(coalesce(b."refund_amount", 0), b."total_amount"))
  FROM "bookings" b JOIN "tour_dates" d ON d."id" = b."tour_date_id"
  WHERE b."payment_status" = 'completed' AND b."booking_status" <> 'cancelled'
  GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "dashboard_tour_totals" ("tour_id", "currency", "bookings", "guests", "revenue")
  SELECT b."tour_id", b."currency", count(*),
    sum(b."number_of_guests"), sum(b."total_amount" - least(coalesce(b."refund_amount", 0), b."total_amount"))
  FROM "bookings" b
  WHERE b."payment_status" = 'completed' AND b."booking_status" <> 'cancelled'
  GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "dashboard_tour_ratings" ("tour_id", "stars", "reviews")
  SELECT r."tour_id", r."overall_rating", count(*)
  FROM "reviews" r
  WHERE r."status" = 'published'
  GROUP BY 1, 2;
