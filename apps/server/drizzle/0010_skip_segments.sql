CREATE TABLE "segment_imports" (
	"media_key" text NOT NULL,
	"media_type" text NOT NULL,
	"tmdb_id" integer NOT NULL,
	"season" integer,
	"episode" integer,
	"kind" text NOT NULL,
	"start_s" double precision NOT NULL,
	"end_s" double precision NOT NULL,
	"duration_s" double precision NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segment_imports_media_key_kind_pk" PRIMARY KEY("media_key","kind")
);
--> statement-breakpoint
CREATE TABLE "segment_skips" (
	"media_key" text NOT NULL,
	"media_type" text NOT NULL,
	"tmdb_id" integer NOT NULL,
	"season" integer,
	"episode" integer,
	"zone" text NOT NULL,
	"duration_s" integer NOT NULL,
	"from_bucket" integer NOT NULL,
	"to_bucket" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "segment_skips_media_key_zone_duration_s_from_bucket_to_bucket_pk" PRIMARY KEY("media_key","zone","duration_s","from_bucket","to_bucket")
);
--> statement-breakpoint
CREATE TABLE "segment_submissions" (
	"user_id" integer NOT NULL,
	"address_key" text NOT NULL,
	"media_key" text NOT NULL,
	"media_type" text NOT NULL,
	"tmdb_id" integer NOT NULL,
	"season" integer,
	"episode" integer,
	"kind" text NOT NULL,
	"start_s" double precision NOT NULL,
	"end_s" double precision NOT NULL,
	"duration_s" double precision NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segment_submissions_user_id_media_key_kind_pk" PRIMARY KEY("user_id","media_key","kind")
);
--> statement-breakpoint
ALTER TABLE "segment_submissions" ADD CONSTRAINT "segment_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "segment_submissions_media_idx" ON "segment_submissions" USING btree ("media_key");