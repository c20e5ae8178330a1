CREATE TABLE "story_plotlines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outline_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_scenes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outline_id" uuid NOT NULL,
	"beat_id" uuid,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"status" text DEFAULT 'idea' NOT NULL,
	"plotlines" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"pov" uuid,
	"characters" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"place" text,
	"word_target" integer,
	"when" jsonb,
	"notes" text,
	"version" integer DEFAULT 0 NOT NULL,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outlines" ADD COLUMN "dismissed_checks" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "story_plotlines" ADD CONSTRAINT "story_plotlines_outline_id_outlines_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_scenes" ADD CONSTRAINT "story_scenes_outline_id_outlines_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_scenes" ADD CONSTRAINT "story_scenes_beat_id_story_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."story_beats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_scenes" ADD CONSTRAINT "story_scenes_pov_characters_id_fk" FOREIGN KEY ("pov") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_plotlines_order_idx" ON "story_plotlines" USING btree ("outline_id","position");--> statement-breakpoint
CREATE INDEX "story_scenes_order_idx" ON "story_scenes" USING btree ("outline_id","beat_id","position");--> statement-breakpoint
CREATE INDEX "story_scenes_beat_idx" ON "story_scenes" USING btree ("beat_id");--> statement-breakpoint
CREATE INDEX "story_scenes_pov_idx" ON "story_scenes" USING btree ("pov") WHERE "story_scenes"."pov" is not null;