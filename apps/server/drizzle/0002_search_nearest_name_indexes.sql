DROP INDEX "people_name_trgm_idx";--> statement-breakpoint
DROP INDEX "titles_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "people_name_trgm_gist_idx" ON "people" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "titles_title_trgm_gist_idx" ON "titles" USING gist ("title" gist_trgm_ops(siglen = 256));--> statement-breakpoint
CREATE INDEX "titles_original_title_trgm_gist_idx" ON "titles" USING gist ("original_title" gist_trgm_ops(siglen = 256));