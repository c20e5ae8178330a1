ALTER TABLE "comment_reports" ADD COLUMN "reason" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD COLUMN "details" text;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD COLUMN "weight" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_reports" ADD COLUMN "reason" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_reports" ADD COLUMN "details" text;--> statement-breakpoint
ALTER TABLE "post_reports" ADD COLUMN "weight" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
-- What a report counts toward hiding its item (decision 137): the whole threshold from a moderator or
-- admin, 1 from a verified writer, 0 from an unverified one (kept and shown to moderators). Set from
-- the reporter's row when the report is made, whatever path makes it; a restore gives the weight it had.
CREATE OR REPLACE FUNCTION report_weight(reporter uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN "role" IN ('mod', 'admin') THEN 5 WHEN "email_verified" THEN 1 ELSE 0 END FROM "users" WHERE "id" = reporter
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reports_weigh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."weight" < 0 THEN
    NEW."weight" := coalesce(report_weight(NEW."user_id"), 0);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_reports_weigh_trg" BEFORE INSERT ON "post_reports" FOR EACH ROW EXECUTE FUNCTION reports_weigh();
--> statement-breakpoint
CREATE TRIGGER "comment_reports_weigh_trg" BEFORE INSERT ON "comment_reports" FOR EACH ROW EXECUTE FUNCTION reports_weigh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_reports_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "posts" SET "report_count" = "report_count" + NEW."weight" WHERE "id" = NEW."post_id";
  ELSE
    UPDATE "posts" SET "report_count" = "report_count" - OLD."weight" WHERE "id" = OLD."post_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comment_reports_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "comments" SET "report_count" = "report_count" + NEW."weight" WHERE "id" = NEW."comment_id";
  ELSE
    UPDATE "comments" SET "report_count" = "report_count" - OLD."weight" WHERE "id" = OLD."comment_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE "post_reports" SET "weight" = coalesce(report_weight("user_id"), 0);
--> statement-breakpoint
UPDATE "comment_reports" SET "weight" = coalesce(report_weight("user_id"), 0);
--> statement-breakpoint
UPDATE "posts" SET "report_count" = coalesce((SELECT sum("weight") FROM "post_reports" WHERE "post_id" = "posts"."id"), 0);
--> statement-breakpoint
UPDATE "comments" SET "report_count" = coalesce((SELECT sum("weight") FROM "comment_reports" WHERE "comment_id" = "comments"."id"), 0);
--> statement-breakpoint
-- A suspension changes what a signed-in request may do: the session caches hear of it.
DROP TRIGGER "users_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (
    OLD.name IS DISTINCT FROM NEW.name
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.email_verified IS DISTINCT FROM NEW.email_verified
    OR OLD.avatar_updated_at IS DISTINCT FROM NEW.avatar_updated_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at
    OR OLD.suspended_until IS DISTINCT FROM NEW.suspended_until
    OR OLD.suspension_reason IS DISTINCT FROM NEW.suspension_reason
  )
  EXECUTE FUNCTION auth_changed_user();
