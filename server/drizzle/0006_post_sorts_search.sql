DROP INDEX "posts_user_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_visible_new_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."report_count" < 5;--> statement-breakpoint
CREATE INDEX "posts_visible_active_idx" ON "posts" USING btree ("active_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."report_count" < 5;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "posts_user_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- A post's search vector: its own text weighted A, the text of its visible comments weighted D.
CREATE OR REPLACE FUNCTION post_search(post uuid, body text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, body), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(
    (SELECT string_agg("text", ' ' ORDER BY "created_at", "id") FROM "comments" WHERE "post_id" = post AND "report_count" < 5), '')), 'D')
$$;
--> statement-breakpoint
-- A post is active when it is written and whenever a comment is added; the Active sort walks active_at.
UPDATE "posts" SET "active_at" = coalesce((SELECT max("created_at") FROM "comments" WHERE "comments"."post_id" = "posts"."id"), "created_at"),
  "search" = post_search("id", "text");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_derived() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."active_at" := NEW."created_at";
    NEW."search" := setweight(to_tsvector('english'::regconfig, NEW."text"), 'A');
  ELSE
    NEW."search" := post_search(NEW."id", NEW."text");
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_derived_trg" BEFORE INSERT OR UPDATE OF "text" ON "posts" FOR EACH ROW EXECUTE FUNCTION posts_derived();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Recomputed, not appended: the vector is the same whatever order the comments arrive in (a restore).
    UPDATE "posts" SET "comment_count" = "comment_count" + 1, "active_at" = greatest("active_at", NEW."created_at"),
      "search" = post_search("id", "text")
    WHERE "id" = NEW."post_id";
  ELSE
    UPDATE "posts" SET "comment_count" = "comment_count" - 1,
      "active_at" = coalesce((SELECT max("created_at") FROM "comments" WHERE "post_id" = OLD."post_id"), "created_at"),
      "search" = post_search("id", "text")
    WHERE "id" = OLD."post_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A comment edited, hidden by reports or shown again changes what its post is found by.
CREATE OR REPLACE FUNCTION comments_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."text" IS DISTINCT FROM NEW."text" OR (OLD."report_count" < 5) <> (NEW."report_count" < 5) THEN
    UPDATE "posts" SET "search" = post_search("id", "text") WHERE "id" = NEW."post_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_search_trg" AFTER UPDATE OF "text", "report_count" ON "comments" FOR EACH ROW EXECUTE FUNCTION comments_search();
