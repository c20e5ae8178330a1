-- Keeps the denormalised counters of posts and comments equal to their join tables.
CREATE OR REPLACE FUNCTION post_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "posts" SET "like_count" = "like_count" + 1 WHERE "id" = NEW."post_id";
  ELSE
    UPDATE "posts" SET "like_count" = "like_count" - 1 WHERE "id" = OLD."post_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_likes_count_trg" AFTER INSERT OR DELETE ON "post_likes" FOR EACH ROW EXECUTE FUNCTION post_likes_count();

--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_reports_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "posts" SET "report_count" = "report_count" + 1 WHERE "id" = NEW."post_id";
  ELSE
    UPDATE "posts" SET "report_count" = "report_count" - 1 WHERE "id" = OLD."post_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_reports_count_trg" AFTER INSERT OR DELETE ON "post_reports" FOR EACH ROW EXECUTE FUNCTION post_reports_count();

--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "posts" SET "comment_count" = "comment_count" + 1 WHERE "id" = NEW."post_id";
  ELSE
    UPDATE "posts" SET "comment_count" = "comment_count" - 1 WHERE "id" = OLD."post_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_count_trg" AFTER INSERT OR DELETE ON "comments" FOR EACH ROW EXECUTE FUNCTION comments_count();

--> statement-breakpoint
CREATE OR REPLACE FUNCTION comment_votes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "comments" SET "vote_count" = "vote_count" + 1 WHERE "id" = NEW."comment_id";
  ELSE
    UPDATE "comments" SET "vote_count" = "vote_count" - 1 WHERE "id" = OLD."comment_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comment_votes_count_trg" AFTER INSERT OR DELETE ON "comment_votes" FOR EACH ROW EXECUTE FUNCTION comment_votes_count();

--> statement-breakpoint
CREATE OR REPLACE FUNCTION comment_reports_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "comments" SET "report_count" = "report_count" + 1 WHERE "id" = NEW."comment_id";
  ELSE
    UPDATE "comments" SET "report_count" = "report_count" - 1 WHERE "id" = OLD."comment_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comment_reports_count_trg" AFTER INSERT OR DELETE ON "comment_reports" FOR EACH ROW EXECUTE FUNCTION comment_reports_count();
