CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"event" text NOT NULL,
	"booking_status" text NOT NULL,
	"payment_status" text NOT NULL,
	"refund_status" text,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"note" text,
	"operator_notice" text,
	"operator_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_actor_kind_check" CHECK ("booking_events"."actor_kind" in ('traveller', 'administrator', 'system', 'provider')),
	CONSTRAINT "booking_events_operator_notice_check" CHECK ("booking_events"."operator_notice" is null or "booking_events"."operator_notice" in ('paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"route" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"requested_by_kind" text NOT NULL,
	"requested_by" uuid,
	"provider_refund_id" text,
	"failure_reason" text,
	"payout_account" jsonb,
	"transfer_reference" text,
	"proof_file_key" text,
	"proof_content_type" text,
	"recorded_by" uuid,
	"submitted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_currency_check" CHECK ("refunds"."currency" in ('THB', 'USD', 'JPY', 'CNY', 'EUR', 'GBP', 'SGD', 'INR', 'KRW')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('requested', 'submitted', 'succeeded', 'failed')),
	CONSTRAINT "refunds_route_check" CHECK ("refunds"."route" in ('provider', 'bank_transfer')),
	CONSTRAINT "refunds_requested_by_kind_check" CHECK ("refunds"."requested_by_kind" in ('traveller', 'administrator', 'system', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travel_documents_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_bank_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_check" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "verification_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_created_idx" ON "booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_events_operator_unnotified_idx" ON "booking_events" USING btree ("created_at") WHERE "booking_events"."operator_notice" is not null and "booking_events"."operator_notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_id_unique" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_id_idx" ON "refunds" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_payment_id_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_owed_by_transfer_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."route" = 'bank_transfer' and "refunds"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_booking_id_idx" ON "mail_outbox" USING btree ("booking_id") WHERE "mail_outbox"."booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_slip_bank_reference_unique" ON "payments" USING btree ("slip_bank_code","slip_reference") WHERE "payments"."slip_reference" is not null;--> statement-breakpoint
CREATE INDEX "payments_awaiting_verification_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending_verification';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_slip_check_check" CHECK ("payments"."slip_check" is null or "payments"."slip_check" in ('qr_verified', 'qr_refused', 'no_qr'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'pending_verification', 'rejected'));--> statement-breakpoint
-- Hand-written (issue 22): the history and the refund ledger start from the bookings that exist. Each booking's
-- history opens with its state as it stands; each refund a cancellation already owes becomes a ledger row.
INSERT INTO "booking_events" ("booking_id", "event", "booking_status", "payment_status", "refund_status", "actor_kind", "note", "created_at")
  SELECT "id", 'recorded', "booking_status", "payment_status", "refund_status", 'system', 'State when the booking history began', "updated_at"
  FROM "bookings";--> statement-breakpoint
INSERT INTO "refunds" ("booking_id", "payment_id", "route", "amount", "currency", "status", "reason", "requested_by_kind", "submitted_at", "settled_at", "created_at", "updated_at")
  SELECT b."id", p."id",
    CASE WHEN p."method" = 'bank_transfer' THEN 'bank_transfer' ELSE 'provider' END,
    greatest(1, round(p."amount"::numeric * b."refund_amount" / nullif(b."total_amount", 0))::int),
    p."currency",
    CASE b."refund_status" WHEN 'refunded' THEN 'succeeded' WHEN 'failed' THEN 'failed'
      ELSE CASE WHEN p."method" = 'bank_transfer' THEN 'requested' ELSE 'submitted' END END,
    coalesce(b."cancellation_reason", 'Cancelled'), 'traveller',
    CASE WHEN p."method" = 'bank_transfer' THEN NULL ELSE b."cancellation_date" END,
    CASE WHEN b."refund_status" IN ('refunded', 'failed') THEN b."updated_at" END,
    coalesce(b."cancellation_date", b."updated_at"), b."updated_at"
  FROM "bookings" b
  JOIN LATERAL (
    SELECT * FROM "payments" p WHERE p."booking_id" = b."id" AND p."status" IN ('succeeded', 'pending_verification')
    ORDER BY p."created_at" DESC LIMIT 1
  ) p ON true
  WHERE b."booking_status" = 'cancelled' AND b."refund_amount" > 0 AND b."refund_status" IN ('pending', 'refunded', 'failed');
