CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"credit_id" text PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"title_id" integer NOT NULL,
	"season_number" integer,
	"episode_number" integer,
	"person_id" integer NOT NULL,
	"kind" text NOT NULL,
	"character" text DEFAULT '' NOT NULL,
	"job" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"tv_id" integer NOT NULL,
	"season_number" integer NOT NULL,
	"episode_number" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"air_date" date,
	"runtime" integer,
	"still_path" text,
	"vote_average" double precision DEFAULT 0 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"episode_type" text DEFAULT 'standard' NOT NULL,
	CONSTRAINT "episodes_tv_id_season_number_episode_number_pk" PRIMARY KEY("tv_id","season_number","episode_number")
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"profile_path" text,
	"known_for_department" text DEFAULT 'Acting' NOT NULL,
	"popularity" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"tv_id" integer NOT NULL,
	"season_number" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"poster_path" text,
	"air_date" date,
	"vote_average" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "seasons_tv_id_season_number_pk" PRIMARY KEY("tv_id","season_number")
);
--> statement-breakpoint
CREATE TABLE "title_activity" (
	"media_type" text NOT NULL,
	"title_id" integer NOT NULL,
	"day" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"bookmarks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "title_activity_media_type_title_id_day_pk" PRIMARY KEY("media_type","title_id","day")
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"media_type" text NOT NULL,
	"id" integer NOT NULL,
	"title" text NOT NULL,
	"original_title" text NOT NULL,
	"original_language" text DEFAULT 'en' NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"poster_path" text,
	"backdrop_path" text,
	"logo_path" text,
	"release_date" date,
	"last_air_date" date,
	"runtime" integer,
	"status" text DEFAULT 'Released' NOT NULL,
	"genre_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"provider_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"popularity" double precision DEFAULT 0 NOT NULL,
	"vote_average" double precision DEFAULT 0 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"imdb_id" text,
	"adult" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(original_title, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(overview, '')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titles_media_type_id_pk" PRIMARY KEY("media_type","id")
);
--> statement-breakpoint
CREATE INDEX "credits_title_idx" ON "credits" USING btree ("media_type","title_id","season_number","episode_number");--> statement-breakpoint
CREATE INDEX "credits_person_idx" ON "credits" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "title_activity_day_idx" ON "title_activity" USING btree ("day");--> statement-breakpoint
CREATE INDEX "titles_search_idx" ON "titles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "titles_title_trgm_idx" ON "titles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "titles_popularity_idx" ON "titles" USING btree ("media_type","popularity" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "titles_genres_idx" ON "titles" USING gin ("genre_ids");--> statement-breakpoint
CREATE INDEX "titles_providers_idx" ON "titles" USING gin ("provider_ids");--> statement-breakpoint
CREATE INDEX "titles_release_idx" ON "titles" USING btree ("media_type","release_date");