DROP INDEX "outlines_user_idx";--> statement-breakpoint
CREATE INDEX "outlines_user_idx" ON "outlines" USING btree ("user_id");--> statement-breakpoint
-- Room on each page for the next version of a row: a save then writes it beside the old one (a HOT update).
ALTER TABLE "outlines" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "story_beats" SET (fillfactor = 85);
