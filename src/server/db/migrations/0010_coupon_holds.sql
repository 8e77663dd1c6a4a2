CREATE TABLE "coupon_locks" (
	"code" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_coupon_held" ON "orders" USING btree ("coupon_code","coupon_held_until") WHERE coupon_held_until is not null;