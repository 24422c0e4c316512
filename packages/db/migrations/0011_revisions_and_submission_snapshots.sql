DROP INDEX "pending_tours_sku_unique";--> statement-breakpoint
ALTER TABLE "pending_tours" ADD COLUMN "revision_of_tour_id" uuid;--> statement-breakpoint
ALTER TABLE "tour_submission_events" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "pending_tours" ADD CONSTRAINT "pending_tours_revision_of_tour_id_tours_id_fk" FOREIGN KEY ("revision_of_tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_tours_open_revision_unique" ON "pending_tours" USING btree ("revision_of_tour_id") WHERE "pending_tours"."revision_of_tour_id" is not null and "pending_tours"."status" in ('pending', 'changes_requested');--> statement-breakpoint
CREATE UNIQUE INDEX "pending_tours_sku_unique" ON "pending_tours" USING btree ("sku") WHERE "pending_tours"."revision_of_tour_id" is null;