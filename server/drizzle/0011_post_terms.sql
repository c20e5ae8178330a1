CREATE TABLE "post_terms" (
	"post_id" uuid NOT NULL,
	"lexeme" text COLLATE "C" NOT NULL,
	"rank" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"visible" boolean NOT NULL,
	CONSTRAINT "post_terms_post_id_lexeme_pk" PRIMARY KEY("post_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "post_terms" ADD CONSTRAINT "post_terms_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_terms_rank_idx" ON "post_terms" USING btree ("lexeme","rank" DESC NULLS LAST,"created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE "post_terms"."visible";--> statement-breakpoint
-- A post's rank for one word alone: ts_rank of its vector against that lexeme quoted as a query.
CREATE OR REPLACE FUNCTION term_rank(vector tsvector, lexeme text) RETURNS real LANGUAGE sql IMMUTABLE AS $$
  SELECT ts_rank(vector, ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery)
$$;
--> statement-breakpoint
-- post_terms follows posts.search and visibility (decision 141): words gone are deleted, new ones
-- added, changed ranks and visibility updated.
CREATE OR REPLACE FUNCTION post_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "post_terms"
    WHERE "post_id" = NEW."id" AND "lexeme" <> ALL (tsvector_to_array(NEW."search") COLLATE "C");
  END IF;
  INSERT INTO "post_terms" ("post_id", "lexeme", "rank", "created_at", "visible")
    SELECT NEW."id", w.lexeme, term_rank(NEW."search", w.lexeme), NEW."created_at", NEW."report_count" < 5
    FROM unnest(NEW."search") w
  ON CONFLICT ("post_id", "lexeme") DO UPDATE SET "rank" = excluded."rank", "visible" = excluded."visible"
    WHERE ("post_terms"."rank", "post_terms"."visible") IS DISTINCT FROM (excluded."rank", excluded."visible");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_terms_insert_trg" AFTER INSERT ON "posts" FOR EACH ROW EXECUTE FUNCTION post_terms_sync();
--> statement-breakpoint
CREATE TRIGGER "posts_terms_update_trg" AFTER UPDATE ON "posts" FOR EACH ROW
  WHEN (OLD."search" IS DISTINCT FROM NEW."search" OR (OLD."report_count" < 5) <> (NEW."report_count" < 5))
  EXECUTE FUNCTION post_terms_sync();
--> statement-breakpoint
INSERT INTO "post_terms" ("post_id", "lexeme", "rank", "created_at", "visible")
  SELECT p."id", w.lexeme, term_rank(p."search", w.lexeme), p."created_at", p."report_count" < 5
  FROM "posts" p, unnest(p."search") w;
