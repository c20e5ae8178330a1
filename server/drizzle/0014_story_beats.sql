CREATE TABLE "story_beats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outline_id" uuid NOT NULL,
	"act" smallint NOT NULL,
	"position" smallint NOT NULL,
	"key" text,
	"name" text,
	"question" text,
	"hint" text,
	"text" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_unplaced" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outline_id" uuid NOT NULL,
	"text" text NOT NULL,
	"origin" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outlines" ADD COLUMN "acts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outlines" ADD COLUMN "title_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "story_beats" ADD CONSTRAINT "story_beats_outline_id_outlines_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_unplaced" ADD CONSTRAINT "story_unplaced_outline_id_outlines_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_beats_order_idx" ON "story_beats" USING btree ("outline_id","act","position");--> statement-breakpoint
CREATE UNIQUE INDEX "story_beats_key_idx" ON "story_beats" USING btree ("outline_id","key");--> statement-breakpoint
CREATE INDEX "story_unplaced_outline_idx" ON "story_unplaced" USING btree ("outline_id","created_at");--> statement-breakpoint
UPDATE "outlines" SET
  "acts" = '[{"key": "three-act/act-1"}, {"key": "three-act/act-2"}, {"key": "three-act/act-3"}]'::jsonb,
  "title_version" = coalesce(("field_versions" ->> 'title')::int, 0);--> statement-breakpoint
INSERT INTO "story_beats" ("outline_id", "act", "position", "key", "text", "version")
SELECT o."id", b."act", b."position", b."key", to_jsonb(o) ->> b."key", coalesce((o."field_versions" ->> b."key")::int, 0)
FROM "outlines" o CROSS JOIN (VALUES
  (0, 0, 'act1a01'),
  (0, 1, 'act1a02'),
  (0, 2, 'act1a03'),
  (0, 3, 'act1a04'),
  (0, 4, 'act1a05'),
  (0, 5, 'act1a06'),
  (0, 6, 'act1a07'),
  (0, 7, 'act1a08'),
  (1, 0, 'act2a01'),
  (1, 1, 'act2a02'),
  (1, 2, 'act2a03'),
  (1, 3, 'act2a04'),
  (1, 4, 'act2a05'),
  (1, 5, 'act2a06'),
  (1, 6, 'act2a07'),
  (1, 7, 'act2a08'),
  (1, 8, 'act2a09'),
  (1, 9, 'act2a10'),
  (1, 10, 'act2a11'),
  (1, 11, 'act2a12'),
  (1, 12, 'act2a13'),
  (1, 13, 'act2a14'),
  (1, 14, 'act2a15'),
  (1, 15, 'act2a16'),
  (2, 0, 'act3a01'),
  (2, 1, 'act3a02'),
  (2, 2, 'act3a03'),
  (2, 3, 'act3a04'),
  (2, 4, 'act3a05'),
  (2, 5, 'act3a06'),
  (2, 6, 'act3a07'),
  (2, 7, 'act3a08')
) AS b("act", "position", "key");--> statement-breakpoint
UPDATE "outline_revisions" r SET "field" = b."id"::text
FROM "story_beats" b WHERE b."outline_id" = r."outline_id" AND b."key" = r."field";--> statement-breakpoint
UPDATE "characters" c SET "beats" = coalesce((
  SELECT array_agg(b."id"::text ORDER BY b."act", b."position") FROM "story_beats" b
  WHERE b."outline_id" = c."outline_id" AND b."key" = ANY(c."beats")
), '{}')
WHERE cardinality(c."beats") > 0;