-- Hand-written data backfill (issue 20, DESIGN decision 31); runs before the next migration turns
-- tours.cancellation_policy from free text into a code of the closed list (NOT NULL, CHECK).
-- Every tour was sold under the one policy of 1-traveller.md section 9, whatever its text said (the text was
-- that policy's sentence, or empty): each becomes the 48-hour / 50% policy, the current and default one.
UPDATE "tours" SET "cancellation_policy" = 'free_48h_then_50';
