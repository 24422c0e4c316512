ALTER TABLE "tours" ALTER COLUMN "cancellation_policy" SET DEFAULT 'free_48h_then_50';--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "cancellation_policy" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" jsonb DEFAULT '{"code":"free_48h_then_50","tiers":[{"hoursBefore":48,"feePercent":50}]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_tours" ADD COLUMN "cancellation_policy" text DEFAULT 'free_48h_then_50' NOT NULL;--> statement-breakpoint
ALTER TABLE "rejected_tours" ADD COLUMN "cancellation_policy" text DEFAULT 'free_48h_then_50' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_tours" ADD CONSTRAINT "pending_tours_cancellation_policy_check" CHECK ("pending_tours"."cancellation_policy" in ('free_48h_then_50', 'free_7d', 'free_24h', 'non_refundable'));--> statement-breakpoint
ALTER TABLE "rejected_tours" ADD CONSTRAINT "rejected_tours_cancellation_policy_check" CHECK ("rejected_tours"."cancellation_policy" in ('free_48h_then_50', 'free_7d', 'free_24h', 'non_refundable'));--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_cancellation_policy_check" CHECK ("tours"."cancellation_policy" in ('free_48h_then_50', 'free_7d', 'free_24h', 'non_refundable'));