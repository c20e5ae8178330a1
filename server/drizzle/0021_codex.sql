CREATE TABLE "codex_arc_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"beat_id" uuid,
	"scene_id" uuid,
	"text" text NOT NULL,
	CONSTRAINT "codex_arc_points_one_place" CHECK (("codex_arc_points"."beat_id" is null) <> ("codex_arc_points"."scene_id" is null))
);
--> statement-breakpoint
CREATE TABLE "codex_kinds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outline_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codex_relationships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outline_id" uuid NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"label" text NOT NULL,
	"directed" boolean DEFAULT false NOT NULL,
	"note" text,
	"from_beat" uuid,
	"until_beat" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codex_relationships_not_self" CHECK ("codex_relationships"."from_id" <> "codex_relationships"."to_id")
);
--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "kind" text DEFAULT 'character' NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "match_case" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "codex_arc_points" ADD CONSTRAINT "codex_arc_points_entry_id_characters_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_arc_points" ADD CONSTRAINT "codex_arc_points_beat_id_story_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."story_beats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_arc_points" ADD CONSTRAINT "codex_arc_points_scene_id_story_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."story_scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_kinds" ADD CONSTRAINT "codex_kinds_outline_id_outlines_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_relationships" ADD CONSTRAINT "codex_relationships_outline_id_outlines_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_relationships" ADD CONSTRAINT "codex_relationships_from_id_characters_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_relationships" ADD CONSTRAINT "codex_relationships_to_id_characters_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_relationships" ADD CONSTRAINT "codex_relationships_from_beat_story_beats_id_fk" FOREIGN KEY ("from_beat") REFERENCES "public"."story_beats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codex_relationships" ADD CONSTRAINT "codex_relationships_until_beat_story_beats_id_fk" FOREIGN KEY ("until_beat") REFERENCES "public"."story_beats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codex_arc_points_entry_idx" ON "codex_arc_points" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "codex_arc_points_beat_idx" ON "codex_arc_points" USING btree ("beat_id");--> statement-breakpoint
CREATE INDEX "codex_arc_points_scene_idx" ON "codex_arc_points" USING btree ("scene_id");--> statement-breakpoint
CREATE UNIQUE INDEX "codex_kinds_story_name_idx" ON "codex_kinds" USING btree ("outline_id","name_key");--> statement-breakpoint
CREATE INDEX "codex_relationships_story_idx" ON "codex_relationships" USING btree ("outline_id","created_at");--> statement-breakpoint
CREATE INDEX "codex_relationships_from_idx" ON "codex_relationships" USING btree ("from_id");--> statement-breakpoint
CREATE INDEX "codex_relationships_to_idx" ON "codex_relationships" USING btree ("to_id");--> statement-breakpoint
CREATE INDEX "characters_story_kind_idx" ON "characters" USING btree ("outline_id","kind","name");