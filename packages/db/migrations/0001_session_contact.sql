ALTER TABLE "booking_sessions" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD COLUMN "contact_phone" text;