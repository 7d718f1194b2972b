CREATE TABLE "published_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_ratings" (
	"profile_id" integer NOT NULL,
	"key" text NOT NULL,
	"entry" jsonb NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "user_ratings_profile_id_key_pk" PRIMARY KEY("profile_id","key")
);
--> statement-breakpoint
ALTER TABLE "published_lists" ADD CONSTRAINT "published_lists_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ratings" ADD CONSTRAINT "user_ratings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "published_lists_profile_category_key" ON "published_lists" USING btree ("profile_id","category");