ALTER TABLE "pending_tours" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_tours" ADD COLUMN "content_translation" jsonb;--> statement-breakpoint
ALTER TABLE "rejected_tours" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "rejected_tours" ADD COLUMN "content_translation" jsonb;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "content_translation" jsonb;--> statement-breakpoint
ALTER TABLE "pending_tours" ADD CONSTRAINT "pending_tours_content_language_check" CHECK ("pending_tours"."content_language" in ('en', 'th'));--> statement-breakpoint
ALTER TABLE "rejected_tours" ADD CONSTRAINT "rejected_tours_content_language_check" CHECK ("rejected_tours"."content_language" in ('en', 'th'));--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_content_language_check" CHECK ("tours"."content_language" in ('en', 'th'));--> statement-breakpoint
-- A tour is found by its title and highlights in either language (issue 27, item 5): the search text of migration
-- 0018 also holds the translation's title (after the tour's own, where a title match ranks) and its highlights.
CREATE FUNCTION "tour_search_text"("title" text, "location" text, "country" text, "highlights" text[], "translation" jsonb)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(concat_ws(' ', "title", "translation"->>'title', "location", "country", array_to_string("highlights", ' '),
    (SELECT string_agg("highlight", ' ') FROM jsonb_array_elements_text(
      CASE WHEN jsonb_typeof("translation"->'highlights') = 'array' THEN "translation"->'highlights' ELSE '[]'::jsonb END
    ) AS "highlight"))) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tours_keep_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := tour_search_text(NEW."title", NEW."location", NEW."country", NEW."highlights", NEW."content_translation");
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER "tours_search_text" ON "tours";--> statement-breakpoint
CREATE TRIGGER "tours_search_text"
  BEFORE INSERT OR UPDATE OF "title", "location", "country", "highlights", "content_translation", "search_text" ON "tours"
  FOR EACH ROW EXECUTE FUNCTION "tours_keep_search_text"();--> statement-breakpoint
DROP FUNCTION "tour_search_text"(text, text, text, text[]);
