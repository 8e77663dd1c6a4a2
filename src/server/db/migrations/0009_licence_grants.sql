CREATE TABLE "licence_grants" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"media_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "licence_grants_expires_at_idx" ON "licence_grants" USING btree ("expires_at");