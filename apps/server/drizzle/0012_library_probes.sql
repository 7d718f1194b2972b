CREATE TABLE "library_probes" (
	"relative_path" text PRIMARY KEY NOT NULL,
	"size_bytes" bigint NOT NULL,
	"modified_ms" bigint NOT NULL,
	"probe" jsonb,
	"error" text,
	"probed_at" timestamp with time zone DEFAULT now() NOT NULL
);
