ALTER TABLE "outlines" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "outlines" ADD COLUMN "share_characters" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outlines" ADD CONSTRAINT "outlines_share_token_unique" UNIQUE("share_token");