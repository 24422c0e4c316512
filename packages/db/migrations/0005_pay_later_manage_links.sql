CREATE TABLE "booking_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_method_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "booking_access_tokens" ADD CONSTRAINT "booking_access_tokens_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_access_tokens_booking_id_idx" ON "booking_access_tokens" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_unpaid_deadline_idx" ON "bookings" USING btree ("payment_deadline") WHERE "bookings"."payment_deadline" is not null and "bookings"."booking_status" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_amount_check" CHECK ("bookings"."refund_amount" is null or "bookings"."refund_amount" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_status_check" CHECK ("bookings"."refund_status" is null or "bookings"."refund_status" in ('none', 'pending', 'refunded', 'failed'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method_check" CHECK ("bookings"."payment_method" in ('credit_card', 'bank_transfer', 'paypal', 'stripe', 'cash', 'promptpay', 'pay_later'));