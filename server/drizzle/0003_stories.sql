CREATE TABLE "outline_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outline_id" uuid NOT NULL,
	"field" text NOT NULL,
	"text" text,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outlines" DROP CONSTRAINT "outlines_user_id_unique";--> statement-breakpoint
ALTER TABLE "outlines" ADD COLUMN "current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outlines" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outlines" ADD COLUMN "field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outlines" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Each writer had one outline: it becomes their current story.
UPDATE "outlines" SET "current" = true;--> statement-breakpoint
ALTER TABLE "outline_revisions" ADD CONSTRAINT "outline_revisions_outline_id_outlines_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outline_revisions_field_idx" ON "outline_revisions" USING btree ("outline_id","field","saved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outlines_current_idx" ON "outlines" USING btree ("user_id") WHERE "outlines"."current";--> statement-breakpoint
CREATE INDEX "outlines_user_idx" ON "outlines" USING btree ("user_id","updated_at");