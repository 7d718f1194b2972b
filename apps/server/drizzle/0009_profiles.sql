CREATE TABLE "profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"avatar" text DEFAULT 'initials' NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"rating_limit" jsonb,
	"pin_hash" text,
	"token_4k" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_name_key" ON "profiles" USING btree ("user_id","name_key");--> statement-breakpoint
-- Every existing account gets its first profile, named as the account, holding its 4K token.
INSERT INTO "profiles" ("user_id", "name", "name_key", "token_4k", "created_at", "updated_at")
SELECT "id", "first_name", lower(normalize(btrim("first_name"), NFKC)), "token_4k", "created_at", now()
FROM (
	SELECT "id", "token_4k", "created_at",
		left(coalesce(nullif(btrim("name"), ''), "username"), 30) AS "first_name"
	FROM "users"
) AS "accounts";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "profile_id" integer;--> statement-breakpoint
UPDATE "sessions" SET "profile_id" = "profiles"."id" FROM "profiles" WHERE "profiles"."user_id" = "sessions"."user_id";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The synced data moves to the account's first profile, row for row.
ALTER TABLE "user_bookmarks" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "user_history" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "profile_id" integer;--> statement-breakpoint
UPDATE "user_bookmarks" SET "profile_id" = "profiles"."id" FROM "profiles" WHERE "profiles"."user_id" = "user_bookmarks"."user_id";--> statement-breakpoint
UPDATE "user_history" SET "profile_id" = "profiles"."id" FROM "profiles" WHERE "profiles"."user_id" = "user_history"."user_id";--> statement-breakpoint
UPDATE "user_settings" SET "profile_id" = "profiles"."id" FROM "profiles" WHERE "profiles"."user_id" = "user_settings"."user_id";--> statement-breakpoint
ALTER TABLE "user_bookmarks" DROP CONSTRAINT "user_bookmarks_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_history" DROP CONSTRAINT "user_history_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_settings" DROP CONSTRAINT "user_settings_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_bookmarks" DROP CONSTRAINT "user_bookmarks_user_id_key_pk";--> statement-breakpoint
ALTER TABLE "user_history" DROP CONSTRAINT "user_history_user_id_media_key_pk";--> statement-breakpoint
ALTER TABLE "user_settings" DROP CONSTRAINT "user_settings_pkey";--> statement-breakpoint
ALTER TABLE "user_bookmarks" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "user_history" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "user_settings" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "user_bookmarks" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_history" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_bookmarks" ADD CONSTRAINT "user_bookmarks_profile_id_key_pk" PRIMARY KEY("profile_id","key");--> statement-breakpoint
ALTER TABLE "user_history" ADD CONSTRAINT "user_history_profile_id_media_key_pk" PRIMARY KEY("profile_id","media_key");--> statement-breakpoint
ALTER TABLE "user_settings" ADD PRIMARY KEY ("profile_id");--> statement-breakpoint
ALTER TABLE "user_bookmarks" ADD CONSTRAINT "user_bookmarks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_history" ADD CONSTRAINT "user_history_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "token_4k";
