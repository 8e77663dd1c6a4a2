CREATE TABLE "coupon_locks" (
	"code" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "switch_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"from_offer_id" text NOT NULL,
	"to_offer_id" text NOT NULL,
	"kind" text NOT NULL,
	"priced" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"next_charge_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "switch_quotes" ADD CONSTRAINT "switch_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_coupon_held" ON "orders" USING btree ("coupon_code","coupon_held_until") WHERE coupon_held_until is not null;