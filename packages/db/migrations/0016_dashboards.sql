CREATE TABLE "dashboard_tour_days" (
	"tour_id" uuid NOT NULL,
	"basis" text NOT NULL,
	"day" date NOT NULL,
	"currency" char(3) NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_tour_days_tour_id_basis_day_currency_pk" PRIMARY KEY("tour_id","basis","day","currency"),
	CONSTRAINT "dashboard_tour_days_basis_check" CHECK ("dashboard_tour_days"."basis" in ('booking', 'travel'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_tour_ratings" (
	"tour_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_tour_ratings_tour_id_stars_pk" PRIMARY KEY("tour_id","stars"),
	CONSTRAINT "dashboard_tour_ratings_stars_check" CHECK ("dashboard_tour_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "dashboard_tour_totals" (
	"tour_id" uuid NOT NULL,
	"currency" char(3) NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_tour_totals_tour_id_currency_pk" PRIMARY KEY("tour_id","currency")
);
--> statement-breakpoint
ALTER TABLE "dashboard_tour_days" ADD CONSTRAINT "dashboard_tour_days_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_tour_ratings" ADD CONSTRAINT "dashboard_tour_ratings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_tour_totals" ADD CONSTRAINT "dashboard_tour_totals_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_tour_days_basis_day_idx" ON "dashboard_tour_days" USING btree ("basis","day");--> statement-breakpoint
CREATE INDEX "bookings_tour_booking_date_idx" ON "bookings" USING btree ("tour_id","booking_date" DESC NULLS LAST);