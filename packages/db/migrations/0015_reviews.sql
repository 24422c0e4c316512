CREATE TABLE "review_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"image_upload_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_photos_position_check" CHECK ("review_photos"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_body_check" CHECK (length(btrim("review_replies"."body")) > 0)
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"reporter_key" text NOT NULL,
	"reporter_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" in ('fake', 'offensive', 'personal_information', 'not_about_tour', 'other')),
	CONSTRAINT "review_reports_resolution_check" CHECK ("review_reports"."resolution" is null or "review_reports"."resolution" in ('published', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"overall_rating" integer NOT NULL,
	"guide_rating" integer,
	"organisation_rating" integer,
	"value_rating" integer,
	"accommodation_rating" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"travel_month" text NOT NULL,
	"traveller_type" text NOT NULL,
	"status" text NOT NULL,
	"moderation_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"hidden_reason" text,
	"moderated_at" timestamp with time zone,
	"moderated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_overall_rating_check" CHECK ("reviews"."overall_rating" between 1 and 5),
	CONSTRAINT "reviews_guide_rating_check" CHECK ("reviews"."guide_rating" is null or "reviews"."guide_rating" between 1 and 5),
	CONSTRAINT "reviews_organisation_rating_check" CHECK ("reviews"."organisation_rating" is null or "reviews"."organisation_rating" between 1 and 5),
	CONSTRAINT "reviews_value_rating_check" CHECK ("reviews"."value_rating" is null or "reviews"."value_rating" between 1 and 5),
	CONSTRAINT "reviews_accommodation_rating_check" CHECK ("reviews"."accommodation_rating" is null or "reviews"."accommodation_rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('published', 'in_moderation', 'hidden')),
	CONSTRAINT "reviews_traveller_type_check" CHECK ("reviews"."traveller_type" in ('solo', 'couple', 'family', 'friends', 'business')),
	CONSTRAINT "reviews_travel_month_check" CHECK ("reviews"."travel_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "reviews_moderation_reasons_check" CHECK ("reviews"."moderation_reasons" <@ array['link', 'contact_details', 'profanity', 'short_text']::text[]),
	CONSTRAINT "reviews_hidden_reason_check" CHECK ("reviews"."status" <> 'hidden' or "reviews"."hidden_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "image_uploads" DROP CONSTRAINT "image_uploads_purpose_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_access_tokens" ADD CONSTRAINT "review_access_tokens_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_image_upload_id_image_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."image_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_access_tokens_booking_id_idx" ON "review_access_tokens" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_photos_image_upload_id_unique" ON "review_photos" USING btree ("image_upload_id");--> statement-breakpoint
CREATE INDEX "review_photos_review_position_idx" ON "review_photos" USING btree ("review_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "review_replies_review_id_unique" ON "review_replies" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_open_reporter_unique" ON "review_reports" USING btree ("review_id","reporter_key") WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id","created_at") WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_id_unique" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_tour_status_created_idx" ON "reviews" USING btree ("tour_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_in_moderation_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."status" = 'in_moderation';--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_review_request_due_idx" ON "bookings" USING btree ("tour_date_id") WHERE "bookings"."review_requested_at" is null and "bookings"."payment_status" = 'completed';--> statement-breakpoint
ALTER TABLE "image_uploads" ADD CONSTRAINT "image_uploads_purpose_check" CHECK ("image_uploads"."purpose" in ('gallery', 'thumbnail', 'review'));--> statement-breakpoint
-- Hand-written (issue 23): a tour's rating and review count are derived from its published reviews, and there are
-- none yet, so the figures typed by earlier demo data and submissions go back to what no review makes.
UPDATE "tours" SET "rating" = 0, "reviews_count" = 0 WHERE "rating" <> 0 OR "reviews_count" <> 0;
