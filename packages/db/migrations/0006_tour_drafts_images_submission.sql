CREATE TABLE "image_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"purpose" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_uploads_purpose_check" CHECK ("image_uploads"."purpose" in ('gallery', 'thumbnail')),
	CONSTRAINT "image_uploads_dimensions_check" CHECK ("image_uploads"."width" > 0 and "image_uploads"."height" > 0 and "image_uploads"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "tour_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_drafts_version_check" CHECK ("tour_drafts"."version" > 0)
);
--> statement-breakpoint
DROP INDEX "pending_tours_sku_idx";--> statement-breakpoint
ALTER TABLE "pending_tours" ADD COLUMN "draft_id" uuid;--> statement-breakpoint
ALTER TABLE "pending_tours" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "image_uploads" ADD CONSTRAINT "image_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_drafts" ADD CONSTRAINT "tour_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "image_uploads_file_key_unique" ON "image_uploads" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "image_uploads_user_id_idx" ON "image_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tour_drafts_user_updated_idx" ON "tour_drafts" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "pending_tours" ADD CONSTRAINT "pending_tours_draft_id_tour_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."tour_drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_tours_sku_unique" ON "pending_tours" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_tours_draft_id_unique" ON "pending_tours" USING btree ("draft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_tours_user_idempotency_key_unique" ON "pending_tours" USING btree ("user_id","idempotency_key");