ALTER TABLE "plays" ADD COLUMN "day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "plays_viewer_title_day_key" ON "plays" USING btree ("viewer","media_type","title_id","day");