CREATE TABLE "tour_edit_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"base_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_edit_drafts_user_tour_unique" UNIQUE("user_id","tour_id"),
	CONSTRAINT "tour_edit_drafts_version_check" CHECK ("tour_edit_drafts"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "tour_edit_drafts" ADD CONSTRAINT "tour_edit_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_edit_drafts" ADD CONSTRAINT "tour_edit_drafts_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_edit_drafts_tour_id_idx" ON "tour_edit_drafts" USING btree ("tour_id");