CREATE TABLE "beat_sheet_likes" (
	"sheet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beat_sheet_likes_sheet_id_user_id_pk" PRIMARY KEY("sheet_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "beat_sheet_reports" (
	"sheet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text DEFAULT 'other' NOT NULL,
	"details" text,
	"weight" integer DEFAULT -1 NOT NULL,
	CONSTRAINT "beat_sheet_reports_sheet_id_user_id_pk" PRIMARY KEY("sheet_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "beat_sheets" ADD COLUMN "report_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "beat_sheets" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "beat_sheet_likes" ADD CONSTRAINT "beat_sheet_likes_sheet_id_beat_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."beat_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beat_sheet_likes" ADD CONSTRAINT "beat_sheet_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beat_sheet_reports" ADD CONSTRAINT "beat_sheet_reports_sheet_id_beat_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."beat_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beat_sheet_reports" ADD CONSTRAINT "beat_sheet_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beat_sheet_likes_user_idx" ON "beat_sheet_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "beat_sheet_reports_user_idx" ON "beat_sheet_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "beat_sheets_shelf_top_idx" ON "beat_sheets" USING btree ("likes" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "beat_sheets"."published_at" is not null and not "beat_sheets"."hidden";--> statement-breakpoint
CREATE INDEX "beat_sheets_shelf_new_idx" ON "beat_sheets" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "beat_sheets"."published_at" is not null and not "beat_sheets"."hidden";--> statement-breakpoint
CREATE INDEX "beat_sheets_shelf_search_idx" ON "beat_sheets" USING gin ("search") WHERE "beat_sheets"."published_at" is not null and not "beat_sheets"."hidden";--> statement-breakpoint
-- The shelf's counters, kept by triggers as the posts' are (0001, 0008): a like or a report stays one
-- statement against its (sheet, writer) key, and the sorts read an indexed column.
CREATE OR REPLACE FUNCTION beat_sheet_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "beat_sheets" SET "likes" = "likes" + 1 WHERE "id" = NEW."sheet_id";
  ELSE
    UPDATE "beat_sheets" SET "likes" = "likes" - 1 WHERE "id" = OLD."sheet_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "beat_sheet_likes_count_trg" AFTER INSERT OR DELETE ON "beat_sheet_likes" FOR EACH ROW EXECUTE FUNCTION beat_sheet_likes_count();
--> statement-breakpoint
-- A report weighs what a post's report weighs (decision 137): 5 from a moderator or admin, 1 from a
-- verified writer, 0 from an unverified one.
CREATE TRIGGER "beat_sheet_reports_weigh_trg" BEFORE INSERT ON "beat_sheet_reports" FOR EACH ROW EXECUTE FUNCTION reports_weigh();
--> statement-breakpoint
-- The weights add up in report_count, and `hidden` is set in the same UPDATE (from the row it
-- updates, so two reports at once cannot leave it stale): a sheet is hidden at 5, as a post is.
CREATE OR REPLACE FUNCTION beat_sheet_reports_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "beat_sheets" SET "report_count" = "report_count" + NEW."weight", "hidden" = "report_count" + NEW."weight" >= 5
    WHERE "id" = NEW."sheet_id";
  ELSE
    UPDATE "beat_sheets" SET "report_count" = "report_count" - OLD."weight", "hidden" = "report_count" - OLD."weight" >= 5
    WHERE "id" = OLD."sheet_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "beat_sheet_reports_count_trg" AFTER INSERT OR DELETE ON "beat_sheet_reports" FOR EACH ROW EXECUTE FUNCTION beat_sheet_reports_count();
