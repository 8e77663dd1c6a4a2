CREATE TABLE "browser_errors" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"severity" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"source" text NOT NULL,
	"path" text NOT NULL,
	"player_code" text,
	"browser" text NOT NULL,
	"user_id" text,
	"count" integer NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "browser_errors_last_seen_idx" ON "browser_errors" USING btree ("last_seen");