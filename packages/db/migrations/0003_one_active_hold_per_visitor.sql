-- Hand-written, before the index: a visitor's duplicate active holds on one departure (the bug decision 17
-- fixes) would stop the index from being built. All but the newest are abandoned and their seats given back once.
WITH ranked AS (
  SELECT id, row_number() OVER (PARTITION BY account_id, tour_date_id ORDER BY created_at DESC, id DESC) AS rn
  FROM booking_sessions WHERE status = 'active'
), ended AS (
  UPDATE booking_sessions s SET status = 'abandoned', seats_released_at = now(), updated_at = now()
  FROM ranked WHERE ranked.id = s.id AND ranked.rn > 1
  RETURNING s.tour_date_id, s.adults + s.children + s.infants AS seats
), per_date AS (SELECT tour_date_id, sum(seats)::int AS seats FROM ended GROUP BY tour_date_id)
UPDATE tour_dates d SET available_spots = d.available_spots + per_date.seats, updated_at = now()
FROM per_date WHERE d.id = per_date.tour_date_id;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_sessions_one_active_hold_unique" ON "booking_sessions" USING btree ("account_id","tour_date_id") WHERE "booking_sessions"."status" = 'active';
