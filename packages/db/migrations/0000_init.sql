CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "booking_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"nationality" text NOT NULL,
	"passport_number" text,
	"passport_expiry" date,
	"dietary_requirements" text,
	"special_requests" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_guests_position_check" CHECK ("booking_guests"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"user_id" uuid,
	"tour_id" uuid NOT NULL,
	"tour_date_id" uuid NOT NULL,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"infants" integer DEFAULT 0 NOT NULL,
	"total_price" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"seats_released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_sessions_adults_check" CHECK ("booking_sessions"."adults" between 1 and 10),
	CONSTRAINT "booking_sessions_children_check" CHECK ("booking_sessions"."children" >= 0),
	CONSTRAINT "booking_sessions_infants_check" CHECK ("booking_sessions"."infants" >= 0),
	CONSTRAINT "booking_sessions_total_price_check" CHECK ("booking_sessions"."total_price" >= 0),
	CONSTRAINT "booking_sessions_currency_check" CHECK ("booking_sessions"."currency" in ('THB', 'USD', 'JPY', 'CNY', 'EUR', 'GBP', 'SGD', 'INR', 'KRW')),
	CONSTRAINT "booking_sessions_status_check" CHECK ("booking_sessions"."status" in ('active', 'expired', 'completed', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"booking_session_id" uuid,
	"tour_id" uuid NOT NULL,
	"tour_date_id" uuid NOT NULL,
	"number_of_guests" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"discount_percentage" integer,
	"special_requests" text,
	"booking_reference" text NOT NULL,
	"booking_status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"booking_date" timestamp with time zone DEFAULT now() NOT NULL,
	"cancellation_date" timestamp with time zone,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_reference_check" CHECK ("bookings"."booking_reference" ~ '^CHT-[0-9]{6}$'),
	CONSTRAINT "bookings_number_of_guests_check" CHECK ("bookings"."number_of_guests" between 1 and 10),
	CONSTRAINT "bookings_total_amount_check" CHECK ("bookings"."total_amount" >= 0),
	CONSTRAINT "bookings_discount_amount_check" CHECK ("bookings"."discount_amount" >= 0),
	CONSTRAINT "bookings_discount_percentage_check" CHECK ("bookings"."discount_percentage" is null or ("bookings"."discount_percentage" >= 0 and "bookings"."discount_percentage" <= 100)),
	CONSTRAINT "bookings_currency_check" CHECK ("bookings"."currency" in ('THB', 'USD', 'JPY', 'CNY', 'EUR', 'GBP', 'SGD', 'INR', 'KRW')),
	CONSTRAINT "bookings_booking_status_check" CHECK ("bookings"."booking_status" in ('pending', 'confirmed', 'paid', 'cancelled', 'completed')),
	CONSTRAINT "bookings_payment_status_check" CHECK ("bookings"."payment_status" in ('pending', 'processing', 'completed', 'failed')),
	CONSTRAINT "bookings_payment_method_check" CHECK ("bookings"."payment_method" in ('credit_card', 'bank_transfer', 'paypal', 'stripe', 'cash', 'promptpay')),
	CONSTRAINT "bookings_guest_contact_check" CHECK ("bookings"."user_id" is not null or "bookings"."contact_email" is not null)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"company_status" text,
	"tat_license" text,
	"trader_id" text,
	"company_name_th" text,
	"company_name_en" text,
	"phone_number" text,
	"company_email" text,
	"company_website" text,
	"company_address" text,
	"address_number" text,
	"road" text,
	"soi" text,
	"district" text,
	"area" text,
	"province" text,
	"zipcode" text,
	"logo_url" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_name_check" CHECK ("companies"."company_name_th" is not null or "companies"."company_name_en" is not null)
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'wholesale_owner' NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('customer', 'registered_customer', 'agent', 'wholesale_seller', 'wholesale_owner', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "license_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text,
	"user_id" uuid,
	"license_type" text DEFAULT 'TAT' NOT NULL,
	"document_file_name" text NOT NULL,
	"file_key" text,
	"content_type" text,
	"submission_date" timestamp with time zone DEFAULT now() NOT NULL,
	"qualify_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_submissions_license_type_check" CHECK ("license_submissions"."license_type" in ('TAT', 'DOT')),
	CONSTRAINT "license_submissions_qualify_status_check" CHECK ("license_submissions"."qualify_status" in ('qualified', 'pending', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "license_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"license_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"license_type" text NOT NULL,
	"email" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_verification_tokens_license_type_check" CHECK ("license_verification_tokens"."license_type" in ('TAT', 'DOT'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_attempts_check" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"booking_session_id" uuid,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"idempotency_key" text,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"last_error_code" text,
	"last_error_message" text,
	"slip_file_key" text,
	"slip_content_type" text,
	"slip_file_name" text,
	"slip_size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('test', 'stripe')),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('card', 'promptpay', 'bank_transfer')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'pending_verification')),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" in ('THB', 'USD', 'JPY', 'CNY', 'EUR', 'GBP', 'SGD', 'INR', 'KRW')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0),
	CONSTRAINT "payments_slip_size_check" CHECK ("payments"."slip_size_bytes" is null or ("payments"."slip_size_bytes" > 0 and "payments"."slip_size_bytes" <= 5242880)),
	CONSTRAINT "payments_target_check" CHECK ("payments"."booking_id" is not null or "payments"."booking_session_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "pending_tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sku" text,
	"company_name" text,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"duration" text NOT NULL,
	"duration_days" integer NOT NULL,
	"location" text NOT NULL,
	"country" text NOT NULL,
	"category" text NOT NULL,
	"price" integer NOT NULL,
	"discount_percentage" integer,
	"currency" char(3) NOT NULL,
	"total_quota" integer NOT NULL,
	"thumbnail_url" text,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"available_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"itinerary_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meal_plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hotels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tour_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"published_tour_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_tours_status_check" CHECK ("pending_tours"."status" in ('pending', 'approved', 'archived', 'rejected_archived')),
	CONSTRAINT "pending_tours_category_check" CHECK ("pending_tours"."category" in ('beach', 'city', 'adventure', 'cultural', 'luxury', 'shopping')),
	CONSTRAINT "pending_tours_currency_check" CHECK ("pending_tours"."currency" in ('THB', 'USD', 'JPY', 'CNY', 'EUR', 'GBP', 'SGD', 'INR', 'KRW')),
	CONSTRAINT "pending_tours_price_check" CHECK ("pending_tours"."price" >= 0),
	CONSTRAINT "pending_tours_discount_percentage_check" CHECK ("pending_tours"."discount_percentage" is null or ("pending_tours"."discount_percentage" >= 0 and "pending_tours"."discount_percentage" <= 100)),
	CONSTRAINT "pending_tours_duration_days_check" CHECK ("pending_tours"."duration_days" > 0),
	CONSTRAINT "pending_tours_total_quota_check" CHECK ("pending_tours"."total_quota" > 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"mobile_number" text,
	"marketing_subscription" boolean DEFAULT true NOT NULL,
	"marketing_preference" text DEFAULT 'email' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('customer', 'registered_customer', 'agent', 'wholesale_seller', 'wholesale_owner', 'admin')),
	CONSTRAINT "profiles_marketing_preference_check" CHECK ("profiles"."marketing_preference" in ('email', 'phone', 'both'))
);
--> statement-breakpoint
CREATE TABLE "rejected_tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"original_pending_tour_id" uuid NOT NULL,
	"user_id" uuid,
	"sku" text,
	"company_name" text,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"duration" text NOT NULL,
	"duration_days" integer NOT NULL,
	"location" text NOT NULL,
	"country" text NOT NULL,
	"category" text NOT NULL,
	"price" integer NOT NULL,
	"discount_percentage" integer,
	"currency" char(3) NOT NULL,
	"total_quota" integer NOT NULL,
	"thumbnail_url" text,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"available_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"itinerary_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meal_plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hotels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tour_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rejected_by" uuid,
	"rejection_reason" text NOT NULL,
	"rejected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rejected_tours_rejection_reason_check" CHECK (length(btrim("rejected_tours"."rejection_reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tat_company_director" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tat_complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"date" date NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tat_kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"type" text NOT NULL,
	"file_name" text,
	"file_key" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version_year" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_latest" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tat_kyc_documents_version_check" CHECK ("tat_kyc_documents"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tat_license_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"log_type" text,
	"data_before" jsonb,
	"data_after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tat_licenses" (
	"license_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"document_type" text DEFAULT 'TAT' NOT NULL,
	"trader_id" text,
	"tax_id" text,
	"status" text NOT NULL,
	"kyc_status" text DEFAULT 'pending' NOT NULL,
	"company_name_th" text,
	"company_name_en" text,
	"company_address" text,
	"address_number" text,
	"road" text,
	"soi" text,
	"subdistrict" text,
	"district" text,
	"province" text,
	"zipcode" text,
	"phone" text,
	"email" text,
	"website" text,
	"business_type" text,
	"issue_date" date,
	"expiry_date" date,
	"raw_jsonb" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_submission_date" timestamp with time zone,
	"submission_count" integer DEFAULT 0 NOT NULL,
	"can_resubmit" boolean DEFAULT true NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tat_licenses_document_type_check" CHECK ("tat_licenses"."document_type" in ('TAT', 'DOT')),
	CONSTRAINT "tat_licenses_kyc_status_check" CHECK ("tat_licenses"."kyc_status" in ('verified', 'pending', 'rejected', 'pending_email_verification')),
	CONSTRAINT "tat_licenses_tax_id_check" CHECK ("tat_licenses"."tax_id" is null or "tat_licenses"."tax_id" ~ '^[0-9]{13}$'),
	CONSTRAINT "tat_licenses_submission_count_check" CHECK ("tat_licenses"."submission_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"available_spots" integer NOT NULL,
	"discount_percent" integer,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_dates_available_spots_check" CHECK ("tour_dates"."available_spots" >= 0),
	CONSTRAINT "tour_dates_price_check" CHECK ("tour_dates"."price" >= 0),
	CONSTRAINT "tour_dates_currency_check" CHECK ("tour_dates"."currency" in ('THB', 'USD', 'JPY', 'CNY', 'EUR', 'GBP', 'SGD', 'INR', 'KRW')),
	CONSTRAINT "tour_dates_discount_percent_check" CHECK ("tour_dates"."discount_percent" is null or ("tour_dates"."discount_percent" >= 0 and "tour_dates"."discount_percent" <= 100)),
	CONSTRAINT "tour_dates_end_after_start_check" CHECK ("tour_dates"."end_date" >= "tour_dates"."start_date")
);
--> statement-breakpoint
CREATE TABLE "tour_flights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_date_id" uuid NOT NULL,
	"is_outbound" boolean NOT NULL,
	"airline" text NOT NULL,
	"airline_code" text,
	"flight_number" text NOT NULL,
	"departure_airport" text NOT NULL,
	"departure_code" text NOT NULL,
	"departure_time" timestamp with time zone NOT NULL,
	"arrival_airport" text NOT NULL,
	"arrival_code" text NOT NULL,
	"arrival_time" timestamp with time zone NOT NULL,
	"duration" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_flights_arrival_after_departure_check" CHECK ("tour_flights"."arrival_time" >= "tour_flights"."departure_time")
);
--> statement-breakpoint
CREATE TABLE "tour_hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rating" text DEFAULT '5' NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"check_in_time" text,
	"check_out_time" text,
	"room_type" text,
	"website" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_hotels_rating_check" CHECK ("tour_hotels"."rating" in ('3', '4', '5', 'luxury')),
	CONSTRAINT "tour_hotels_room_type_check" CHECK ("tour_hotels"."room_type" is null or "tour_hotels"."room_type" in ('standard', 'deluxe', 'suite', 'villa', 'apartment'))
);
--> statement-breakpoint
CREATE TABLE "tour_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_images_display_order_check" CHECK ("tour_images"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_itinerary" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"day_number" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"time" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_itinerary_day_number_check" CHECK ("tour_itinerary"."day_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tour_meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"day_number" integer NOT NULL,
	"schedule" text NOT NULL,
	"breakfast" boolean DEFAULT false NOT NULL,
	"lunch" boolean DEFAULT false NOT NULL,
	"dinner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_meals_tour_day_unique" UNIQUE("tour_id","day_number"),
	CONSTRAINT "tour_meals_day_number_check" CHECK ("tour_meals"."day_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"country" text NOT NULL,
	"category" text DEFAULT 'beach' NOT NULL,
	"thumbnail_url" text,
	"price" integer NOT NULL,
	"discount_percentage" integer,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"duration" text NOT NULL,
	"duration_days" integer NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_all_inclusive" boolean DEFAULT false NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"cancellation_policy" text,
	"sku" text,
	"company_name" text,
	"agent_logo" text,
	"total_quota" integer,
	"status" text DEFAULT 'published' NOT NULL,
	"owner_user_id" uuid,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_price_check" CHECK ("tours"."price" >= 0),
	CONSTRAINT "tours_discount_percentage_check" CHECK ("tours"."discount_percentage" is null or ("tours"."discount_percentage" >= 0 and "tours"."discount_percentage" <= 100)),
	CONSTRAINT "tours_currency_check" CHECK ("tours"."currency" in ('THB', 'USD', 'JPY', 'CNY', 'EUR', 'GBP', 'SGD', 'INR', 'KRW')),
	CONSTRAINT "tours_category_check" CHECK ("tours"."category" in ('beach', 'city', 'adventure', 'cultural', 'luxury', 'shopping')),
	CONSTRAINT "tours_status_check" CHECK ("tours"."status" in ('published', 'hidden')),
	CONSTRAINT "tours_duration_days_check" CHECK ("tours"."duration_days" > 0),
	CONSTRAINT "tours_rating_check" CHECK ("tours"."rating" >= 0 and "tours"."rating" <= 5),
	CONSTRAINT "tours_reviews_count_check" CHECK ("tours"."reviews_count" >= 0),
	CONSTRAINT "tours_total_quota_check" CHECK ("tours"."total_quota" is null or "tours"."total_quota" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_company_license_map" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"license_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_company_license_map_user_company_unique" UNIQUE("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_tour_date_id_tour_dates_id_fk" FOREIGN KEY ("tour_date_id") REFERENCES "public"."tour_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_session_id_booking_sessions_id_fk" FOREIGN KEY ("booking_session_id") REFERENCES "public"."booking_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tour_date_id_tour_dates_id_fk" FOREIGN KEY ("tour_date_id") REFERENCES "public"."tour_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_submissions" ADD CONSTRAINT "license_submissions_license_id_tat_licenses_license_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."tat_licenses"("license_id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "license_submissions" ADD CONSTRAINT "license_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_verification_tokens" ADD CONSTRAINT "license_verification_tokens_license_id_tat_licenses_license_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."tat_licenses"("license_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "license_verification_tokens" ADD CONSTRAINT "license_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_session_id_booking_sessions_id_fk" FOREIGN KEY ("booking_session_id") REFERENCES "public"."booking_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_tours" ADD CONSTRAINT "pending_tours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_tours" ADD CONSTRAINT "pending_tours_published_tour_id_tours_id_fk" FOREIGN KEY ("published_tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejected_tours" ADD CONSTRAINT "rejected_tours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejected_tours" ADD CONSTRAINT "rejected_tours_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tat_company_director" ADD CONSTRAINT "tat_company_director_license_id_tat_licenses_license_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."tat_licenses"("license_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tat_complaints" ADD CONSTRAINT "tat_complaints_license_id_tat_licenses_license_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."tat_licenses"("license_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tat_kyc_documents" ADD CONSTRAINT "tat_kyc_documents_license_id_tat_licenses_license_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."tat_licenses"("license_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tat_license_logs" ADD CONSTRAINT "tat_license_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tat_licenses" ADD CONSTRAINT "tat_licenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD CONSTRAINT "tour_dates_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_flights" ADD CONSTRAINT "tour_flights_tour_date_id_tour_dates_id_fk" FOREIGN KEY ("tour_date_id") REFERENCES "public"."tour_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_hotels" ADD CONSTRAINT "tour_hotels_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_images" ADD CONSTRAINT "tour_images_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_itinerary" ADD CONSTRAINT "tour_itinerary_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_meals" ADD CONSTRAINT "tour_meals_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company_license_map" ADD CONSTRAINT "user_company_license_map_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company_license_map" ADD CONSTRAINT "user_company_license_map_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company_license_map" ADD CONSTRAINT "user_company_license_map_license_id_tat_licenses_license_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."tat_licenses"("license_id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_expires_at_idx" ON "auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "booking_guests_booking_position_idx" ON "booking_guests" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_sessions_status_expires_idx" ON "booking_sessions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "booking_sessions_user_id_idx" ON "booking_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_sessions_tour_date_id_idx" ON "booking_sessions" USING btree ("tour_date_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_booking_reference_unique" ON "bookings" USING btree ("booking_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_booking_session_id_unique" ON "bookings" USING btree ("booking_session_id");--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_tour_status_idx" ON "bookings" USING btree ("tour_id","booking_status");--> statement-breakpoint
CREATE INDEX "bookings_tour_date_id_idx" ON "bookings" USING btree ("tour_date_id");--> statement-breakpoint
CREATE INDEX "bookings_booking_date_idx" ON "bookings" USING btree ("booking_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_user_id_idx" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_tat_license_idx" ON "companies" USING btree ("tat_license");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_id_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_unique" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_email_lower_idx" ON "invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "invitations_created_at_idx" ON "invitations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "license_submissions_license_date_idx" ON "license_submissions" USING btree ("license_id","submission_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "license_submissions_user_id_idx" ON "license_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "license_verification_tokens_user_id_idx" ON "license_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "license_verification_tokens_license_id_idx" ON "license_verification_tokens" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_attempt_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_lower_unique" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_id_unique" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_unique" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_booking_id_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_booking_session_id_idx" ON "payments" USING btree ("booking_session_id");--> statement-breakpoint
CREATE INDEX "pending_tours_status_submitted_idx" ON "pending_tours" USING btree ("status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pending_tours_user_id_idx" ON "pending_tours" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_tours_slug_idx" ON "pending_tours" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "pending_tours_sku_idx" ON "pending_tours" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "profiles_role_idx" ON "profiles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rejected_tours_user_id_idx" ON "rejected_tours" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rejected_tours_rejected_at_idx" ON "rejected_tours" USING btree ("rejected_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tat_company_director_license_id_idx" ON "tat_company_director" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "tat_complaints_license_date_idx" ON "tat_complaints" USING btree ("license_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tat_kyc_documents_license_version_idx" ON "tat_kyc_documents" USING btree ("license_id","version_year" DESC NULLS LAST,"uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tat_license_logs_license_created_idx" ON "tat_license_logs" USING btree ("license_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tat_licenses_user_id_idx" ON "tat_licenses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tat_licenses_status_idx" ON "tat_licenses" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tour_dates_tour_start_idx" ON "tour_dates" USING btree ("tour_id","start_date");--> statement-breakpoint
CREATE INDEX "tour_dates_start_date_idx" ON "tour_dates" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "tour_flights_tour_date_id_idx" ON "tour_flights" USING btree ("tour_date_id","is_outbound");--> statement-breakpoint
CREATE INDEX "tour_hotels_tour_order_idx" ON "tour_hotels" USING btree ("tour_id","display_order");--> statement-breakpoint
CREATE INDEX "tour_images_tour_order_idx" ON "tour_images" USING btree ("tour_id","display_order");--> statement-breakpoint
CREATE INDEX "tour_itinerary_tour_day_idx" ON "tour_itinerary" USING btree ("tour_id","day_number","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tours_slug_unique" ON "tours" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tours_sku_unique" ON "tours" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "tours_created_at_idx" ON "tours" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tours_owner_user_id_idx" ON "tours" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "tours_company_id_idx" ON "tours" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "tours_title_idx" ON "tours" USING btree ("title");--> statement-breakpoint
CREATE INDEX "user_company_license_map_company_id_idx" ON "user_company_license_map" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_company_license_map_license_id_idx" ON "user_company_license_map" USING btree ("license_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));