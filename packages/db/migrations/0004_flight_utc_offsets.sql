-- Hand-written backfill (decision 18): flights keep their airport's UTC offset beside the instant. Existing rows
-- take the offset the seed's airport map gives each code; an airport it does not know takes Bangkok's
-- (+07:00), the marketplace's home zone, in which Thai travellers have read these times until now.
ALTER TABLE "tour_flights" ADD COLUMN "departure_utc_offset" integer;--> statement-breakpoint
ALTER TABLE "tour_flights" ADD COLUMN "arrival_utc_offset" integer;--> statement-breakpoint
WITH airports(code, utc_offset) AS (
  VALUES ('BKK', 420), ('CNX', 420), ('HKT', 420), ('KBV', 420), ('MLE', 300), ('ATH', 120), ('DPS', 480),
    ('KIX', 540), ('CTS', 540), ('VCE', 60), ('ZRH', 60), ('CDG', 60), ('IST', 180)
)
UPDATE "tour_flights" f SET
  "departure_utc_offset" = coalesce((SELECT a.utc_offset FROM airports a WHERE a.code = upper(f.departure_code)), 420),
  "arrival_utc_offset" = coalesce((SELECT a.utc_offset FROM airports a WHERE a.code = upper(f.arrival_code)), 420);--> statement-breakpoint
ALTER TABLE "tour_flights" ALTER COLUMN "departure_utc_offset" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_flights" ALTER COLUMN "arrival_utc_offset" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_flights" ADD CONSTRAINT "tour_flights_departure_utc_offset_check" CHECK ("tour_flights"."departure_utc_offset" between -720 and 840);--> statement-breakpoint
ALTER TABLE "tour_flights" ADD CONSTRAINT "tour_flights_arrival_utc_offset_check" CHECK ("tour_flights"."arrival_utc_offset" between -720 and 840);
