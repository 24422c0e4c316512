-- The catalogue is searched in each instance's memory (decision 34): the kept search summaries of migration 0019,
-- the dictionary of words for corrections and the trigram index on the search text are no longer read, and only
-- cost every write.
DROP TRIGGER "tours_search_summary_on_insert" ON "tours";--> statement-breakpoint
DROP TRIGGER "tours_search_summary_on_price" ON "tours";--> statement-breakpoint
DROP TRIGGER "tour_dates_search_summary_on_insert" ON "tour_dates";--> statement-breakpoint
DROP TRIGGER "tour_dates_search_summary_on_update" ON "tour_dates";--> statement-breakpoint
DROP TRIGGER "tour_dates_search_summary_on_delete" ON "tour_dates";--> statement-breakpoint
DROP FUNCTION "tours_refresh_search_summary"();--> statement-breakpoint
DROP FUNCTION "tour_dates_refresh_search_summary"();--> statement-breakpoint
DROP FUNCTION "refresh_tour_search_summaries"(uuid[], date);--> statement-breakpoint
DROP FUNCTION "tour_departure_summary"(uuid, integer, integer, date);--> statement-breakpoint
DROP TABLE "tour_search_summaries";--> statement-breakpoint
DROP TRIGGER "tours_search_words_on_insert" ON "tours";--> statement-breakpoint
DROP TRIGGER "tours_search_words_on_update" ON "tours";--> statement-breakpoint
DROP FUNCTION "tours_add_search_words"();--> statement-breakpoint
DROP FUNCTION "search_words_of"(text);--> statement-breakpoint
DROP TABLE "search_words";--> statement-breakpoint
DROP INDEX "tours_search_text_trgm_idx";--> statement-breakpoint
-- Every change to what the public catalogue shows is announced, in the writer's transaction and so only once it
-- commits, on the channel "catalogue": the ids of the tours it touches, comma-separated, at most 200 to a message
-- (a payload must stay under 8,000 bytes). Each server instance listens and reloads those tours into its read model
-- (decision 34). PostgreSQL folds identical messages of one transaction into one.
CREATE FUNCTION "notify_catalogue"("p_tours" uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  "batch" text;
BEGIN
  FOR "batch" IN
    SELECT string_agg("id"::text, ',') FROM (
      SELECT "id", (row_number() OVER (ORDER BY "id") - 1) / 200 AS "part"
      FROM (SELECT DISTINCT unnest("p_tours") AS "id") "u" WHERE "id" IS NOT NULL
    ) "numbered" GROUP BY "part"
  LOOP
    PERFORM pg_notify('catalogue', "batch");
  END LOOP;
END;
$$;--> statement-breakpoint
-- A company's name, logo and verification are on its tours' cards, and its licences decide whether their bookings
-- are paused (bookingsPausedSql): a change to any of them announces all the company's tours.
CREATE FUNCTION "notify_catalogue_of_companies"("p_companies" uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    SELECT notify_catalogue(ARRAY(SELECT "t"."id" FROM "tours" "t" WHERE "t"."company_id" = ANY ("p_companies")))
  $$;--> statement-breakpoint
-- One trigger function for every table: TG_ARGV[0] names the column that holds the tour (or the company, when
-- TG_ARGV[1] is 'company'); the statement's old and new rows are announced.
CREATE FUNCTION "notify_catalogue_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "notify" text := CASE WHEN TG_ARGV[1] = 'company' THEN 'notify_catalogue_of_companies' ELSE 'notify_catalogue' END;
  "rows" text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I FROM "new_rows"', TG_ARGV[0])
    WHEN 'DELETE' THEN format('SELECT %I FROM "old_rows"', TG_ARGV[0])
    ELSE format('SELECT %1$I FROM "old_rows" UNION SELECT %1$I FROM "new_rows"', TG_ARGV[0])
  END;
BEGIN
  EXECUTE format('SELECT %I(ARRAY(%s))', "notify", "rows");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Tours themselves, and the tables whose rows carry their tour: departures (seats included) and hotels (the card's stars).
CREATE TRIGGER "tours_catalogue_on_insert" AFTER INSERT ON "tours" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('id');--> statement-breakpoint
CREATE TRIGGER "tours_catalogue_on_update" AFTER UPDATE ON "tours" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('id');--> statement-breakpoint
CREATE TRIGGER "tours_catalogue_on_delete" AFTER DELETE ON "tours" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('id');--> statement-breakpoint
CREATE TRIGGER "tour_dates_catalogue_on_insert" AFTER INSERT ON "tour_dates" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('tour_id');--> statement-breakpoint
CREATE TRIGGER "tour_dates_catalogue_on_update" AFTER UPDATE ON "tour_dates" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('tour_id');--> statement-breakpoint
CREATE TRIGGER "tour_dates_catalogue_on_delete" AFTER DELETE ON "tour_dates" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('tour_id');--> statement-breakpoint
CREATE TRIGGER "tour_hotels_catalogue_on_insert" AFTER INSERT ON "tour_hotels" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('tour_id');--> statement-breakpoint
CREATE TRIGGER "tour_hotels_catalogue_on_update" AFTER UPDATE ON "tour_hotels" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('tour_id');--> statement-breakpoint
CREATE TRIGGER "tour_hotels_catalogue_on_delete" AFTER DELETE ON "tour_hotels" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('tour_id');--> statement-breakpoint
CREATE TRIGGER "companies_catalogue_on_update" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('id', 'company');--> statement-breakpoint
CREATE TRIGGER "licence_map_catalogue_on_insert" AFTER INSERT ON "user_company_license_map" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('company_id', 'company');--> statement-breakpoint
CREATE TRIGGER "licence_map_catalogue_on_update" AFTER UPDATE ON "user_company_license_map" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('company_id', 'company');--> statement-breakpoint
CREATE TRIGGER "licence_map_catalogue_on_delete" AFTER DELETE ON "user_company_license_map" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_rows"('company_id', 'company');--> statement-breakpoint
-- A licence reaches its companies through the map or through companies.tat_license.
CREATE FUNCTION "notify_catalogue_of_licences"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "licences" text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    "licences" := ARRAY(SELECT "license_id" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    "licences" := ARRAY(SELECT "license_id" FROM "old_rows");
  ELSE
    "licences" := ARRAY(SELECT "license_id" FROM "old_rows" UNION SELECT "license_id" FROM "new_rows");
  END IF;
  PERFORM notify_catalogue_of_companies(ARRAY(
    SELECT "m"."company_id" FROM "user_company_license_map" "m" WHERE "m"."license_id" = ANY ("licences")
    UNION
    SELECT "c"."id" FROM "companies" "c" WHERE "c"."tat_license" = ANY ("licences")
  ));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tat_licenses_catalogue_on_insert" AFTER INSERT ON "tat_licenses" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_licences"();--> statement-breakpoint
CREATE TRIGGER "tat_licenses_catalogue_on_update" AFTER UPDATE ON "tat_licenses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_licences"();--> statement-breakpoint
CREATE TRIGGER "tat_licenses_catalogue_on_delete" AFTER DELETE ON "tat_licenses" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_of_licences"();
