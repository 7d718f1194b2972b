CREATE TABLE "series_refreshes" (
	"series_id" integer PRIMARY KEY NOT NULL,
	"refreshed_at" bigint NOT NULL
);
