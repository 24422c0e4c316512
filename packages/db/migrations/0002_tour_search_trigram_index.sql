-- pg_trgm provides gin_trgm_ops; drizzle-kit cannot express extensions, so this line is hand-written.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "tours_search_trgm_idx" ON "tours" USING gin (lower("title" || ' ' || "location" || ' ' || "country") gin_trgm_ops) WITH (fastupdate=false);