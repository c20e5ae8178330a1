CREATE TABLE "story_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outline_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "story_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "story_invitations_role_check" CHECK ("story_invitations"."role" in ('coauthor', 'critic'))
);
--> statement-breakpoint
CREATE TABLE "story_members" (
	"outline_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_members_outline_id_user_id_pk" PRIMARY KEY("outline_id","user_id"),
	CONSTRAINT "story_members_role_check" CHECK ("story_members"."role" in ('coauthor', 'critic'))
);
--> statement-breakpoint
ALTER TABLE "story_invitations" ADD CONSTRAINT "story_invitations_outline_id_outlines_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_invitations" ADD CONSTRAINT "story_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_members" ADD CONSTRAINT "story_members_outline_id_outlines_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_members" ADD CONSTRAINT "story_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_invitations_outline_idx" ON "story_invitations" USING btree ("outline_id");--> statement-breakpoint
CREATE INDEX "story_members_user_idx" ON "story_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "story_members_one_current" ON "story_members" USING btree ("user_id") WHERE "story_members"."current";