ALTER TABLE "outline_revisions" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "outline_revisions" ADD CONSTRAINT "outline_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outline_revisions_author_idx" ON "outline_revisions" USING btree ("author_id");