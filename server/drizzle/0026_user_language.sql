ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt-BR', 'ru'));--> statement-breakpoint
-- The language travels with the signed-in user the session caches keep: they hear of its change.
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
    OR OLD.language IS DISTINCT FROM NEW.language
  )
  EXECUTE FUNCTION auth_changed_user();
