-- The codex's search by name or alias (docs/decisions/184-the-codex-page-and-its-search.md): a GIN index
-- on the story's id as text and the trigrams of one text of the entry's names, in lower case, one per
-- line. pg_trgm and btree_gin are trusted contrib modules (any owner of the database may create them);
-- PGlite loads them (src/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE FUNCTION codex_names(name text, aliases text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(name || E'\n' || array_to_string(aliases, E'\n'));--> statement-breakpoint
CREATE INDEX "characters_search_trgm_idx" ON "characters" USING gin (("outline_id"::text),codex_names("name", "aliases") gin_trgm_ops) WITH (fastupdate=false);