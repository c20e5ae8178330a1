ALTER TABLE "characters" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- An entry's version moves on whenever a value its page edits changes, whichever route changes it
-- (the codex, a character's card, a rename, a sheet field removed): its ETag (decision 185). The
-- beats a character is found in are not among them: a beat saved elsewhere is no conflict.
CREATE FUNCTION codex_entry_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER characters_next_version BEFORE UPDATE ON characters FOR EACH ROW
  WHEN ((OLD.name, OLD.aliases, OLD.summary, OLD.description, OLD.photo_url, OLD.tags, OLD.fields, OLD.match_case, OLD.protag)
    IS DISTINCT FROM (NEW.name, NEW.aliases, NEW.summary, NEW.description, NEW.photo_url, NEW.tags, NEW.fields, NEW.match_case, NEW.protag))
  EXECUTE FUNCTION codex_entry_next_version();
