CREATE INDEX "episodes_air_date_idx" ON "episodes" USING btree ("air_date");--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin ("name" gin_trgm_ops);