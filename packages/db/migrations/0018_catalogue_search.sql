-- Catalogue search (decision 32): every word of a search is a substring of tours.search_text, found through a
-- trigram index, in Thai and English alike; a misspelt Latin word is corrected from search_words.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "tours_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- One rule for what a tour is found by; the backfill below and the trigger both use it.
CREATE FUNCTION "tour_search_text"("title" text, "location" text, "country" text, "highlights" text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(concat_ws(' ', "title", "location", "country", array_to_string("highlights", ' '))) $$;--> statement-breakpoint
-- The dictionary's words: Latin letters only (Thai typos are not corrected), three or more of them.
CREATE FUNCTION "search_words_of"("search_text" text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DISTINCT "word" FROM regexp_split_to_table("search_text", '[^a-z]+') AS "word" WHERE length("word") >= 3 $$;--> statement-breakpoint
UPDATE "tours" SET "search_text" = tour_search_text("title", "location", "country", "highlights");--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT search_words_of("search_text") FROM "tours" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "tours_keep_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := tour_search_text(NEW."title", NEW."location", NEW."country", NEW."highlights");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tours_search_text"
  BEFORE INSERT OR UPDATE OF "title", "location", "country", "highlights", "search_text" ON "tours"
  FOR EACH ROW EXECUTE FUNCTION "tours_keep_search_text"();--> statement-breakpoint
CREATE FUNCTION "tours_add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word") SELECT search_words_of(NEW."search_text") ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A BEFORE trigger's change is not an "UPDATE OF" the column, so the update trigger compares the texts instead.
CREATE TRIGGER "tours_search_words_on_insert"
  AFTER INSERT ON "tours"
  FOR EACH ROW EXECUTE FUNCTION "tours_add_search_words"();--> statement-breakpoint
CREATE TRIGGER "tours_search_words_on_update"
  AFTER UPDATE ON "tours"
  FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text") EXECUTE FUNCTION "tours_add_search_words"();--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "tours_search_text_trgm_idx" ON "tours" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
