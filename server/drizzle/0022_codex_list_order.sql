DROP INDEX "characters_story_kind_idx";--> statement-breakpoint
CREATE INDEX "characters_story_name_idx" ON "characters" USING btree ("outline_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "characters_story_kind_idx" ON "characters" USING btree ("outline_id","kind",lower("name"),"id");