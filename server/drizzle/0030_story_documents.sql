CREATE TABLE "story_documents" (
	"outline_id" uuid PRIMARY KEY NOT NULL,
	"state" "bytea" NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_documents" ADD CONSTRAINT "story_documents_outline_id_outlines_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A story with a live document, saved past the version (or the time) its document mirrors by anything
-- but the document's own store (a REST save, a restore, a structure change, a codex entry's change):
-- announced on story_live so the processes holding it bring the rows' text in (decision 192).
-- Delivered at commit.
CREATE FUNCTION "story_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.version <> OLD.version OR NEW.updated_at <> OLD.updated_at) AND EXISTS (
    SELECT 1 FROM story_documents d
    WHERE d.outline_id = NEW.id AND (d.version <> NEW.version OR d.updated_at < NEW.updated_at)
  ) THEN
    PERFORM pg_notify('story_live', 'rows:' || NEW.id::text);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "story_rows_changed" AFTER UPDATE OF "version", "updated_at" ON "outlines"
  FOR EACH ROW EXECUTE FUNCTION "story_rows_changed"();
--> statement-breakpoint
-- A member's role changed or they are gone (removed, left, the story or the account deleted): their
-- open live connections to the story are checked again, within a second (decision 192).
CREATE FUNCTION "story_member_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('story_live', 'access:' || OLD.outline_id::text || ':' || OLD.user_id::text);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('story_live', 'access:' || NEW.outline_id::text || ':' || NEW.user_id::text);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "story_member_changed" AFTER UPDATE OF "role" OR DELETE ON "story_members"
  FOR EACH ROW EXECUTE FUNCTION "story_member_changed"();
--> statement-breakpoint
-- A story moved to the trash (or deleted) closes its live connections.
CREATE FUNCTION "story_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL) THEN
    PERFORM pg_notify('story_live', 'gone:' || OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "story_gone" AFTER UPDATE OF "deleted_at" OR DELETE ON "outlines"
  FOR EACH ROW EXECUTE FUNCTION "story_gone"();
--> statement-breakpoint
-- A comment added, changed or deleted: the story's open live connections are told to read them again.
CREATE FUNCTION "story_comment_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('story_live', 'comments:' || coalesce(NEW.outline_id, OLD.outline_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "story_comment_changed" AFTER INSERT OR UPDATE OR DELETE ON "story_comments"
  FOR EACH ROW EXECUTE FUNCTION "story_comment_changed"();
