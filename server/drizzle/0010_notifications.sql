CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"post_id" uuid,
	"comment_id" uuid,
	"target" text,
	"excerpt" text DEFAULT '' NOT NULL,
	"reason" text,
	"resolution" text,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_digest" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_post_idx" ON "notifications" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "notifications_comment_idx" ON "notifications" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_log_subject_idx" ON "moderation_log" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "users_digest_idx" ON "users" USING btree ("id") WHERE "users"."email_digest" = 'daily';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_digest_check" CHECK ("users"."email_digest" in ('off', 'daily'));--> statement-breakpoint
-- Earlier log lines named a removed item's author in the summary ("post by <id>, 5 reports"): move it
-- to subject_id while the account exists, and link a post line to its post.
UPDATE "moderation_log" SET "subject_id" = substring("summary" from ' by ([0-9a-f-]{36})')::uuid
  WHERE "action" IN ('delete', 'clear-reports') AND "summary" ~ ' by [0-9a-f-]{36}'
    AND EXISTS (SELECT 1 FROM "users" WHERE "users"."id"::text = substring("summary" from ' by ([0-9a-f-]{36})'));--> statement-breakpoint
UPDATE "moderation_log" SET "subject_id" = "target_id"
  WHERE "target_type" = 'user' AND EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "target_id");--> statement-breakpoint
UPDATE "moderation_log" SET "post_id" = "target_id" WHERE "target_type" = 'post';
