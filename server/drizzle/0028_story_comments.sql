CREATE TABLE "story_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outline_id" uuid NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"anchor" jsonb,
	"parent_id" uuid,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "story_comments_target_check" CHECK ("story_comments"."target_kind" in ('beat', 'scene', 'entry'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "story_comment_id" uuid;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_outline_id_outlines_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_parent_id_story_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."story_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_comments_target_idx" ON "story_comments" USING btree ("outline_id","target_kind","target_id","created_at");--> statement-breakpoint
CREATE INDEX "story_comments_parent_idx" ON "story_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "story_comments_author_idx" ON "story_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "story_comments_resolved_by_idx" ON "story_comments" USING btree ("resolved_by");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_story_comment_id_story_comments_id_fk" FOREIGN KEY ("story_comment_id") REFERENCES "public"."story_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_story_comment_idx" ON "notifications" USING btree ("story_comment_id");