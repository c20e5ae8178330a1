-- Every change that ends a session or alters what a signed-in request knows of its user is announced
-- on the 'auth_changed' channel, so each server process drops what it cached about that session or
-- user (docs/decisions/129-session-cache.md). Triggers catch every path: the app, scripts, psql.
CREATE FUNCTION auth_changed_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', 's:' || OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION auth_changed_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', 'u:' || OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION auth_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION auth_changed_session();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION auth_changed_user();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (
    OLD.name IS DISTINCT FROM NEW.name
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.email_verified IS DISTINCT FROM NEW.email_verified
    OR OLD.avatar_updated_at IS DISTINCT FROM NEW.avatar_updated_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
  )
  EXECUTE FUNCTION auth_changed_user();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_all();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_all();
--> statement-breakpoint
CREATE TRIGGER sessions_moved AFTER UPDATE OF user_id, expires_at ON sessions FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION auth_changed_session();
