CREATE TABLE "donations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"amount" numeric(18, 8) NOT NULL,
	"currency" text NOT NULL,
	"donor" text,
	"message" text,
	"donated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plays" (
	"id" text PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"title_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "donations_donated_at_idx" ON "donations" USING btree ("donated_at");--> statement-breakpoint
CREATE INDEX "plays_started_at_idx" ON "plays" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "plays_title_idx" ON "plays" USING btree ("media_type","title_id");