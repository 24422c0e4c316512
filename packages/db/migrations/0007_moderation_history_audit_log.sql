CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_submission_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pending_tour_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"kind" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_submission_events_kind_check" CHECK ("tour_submission_events"."kind" in ('submitted', 'resubmitted', 'approved', 'rejected', 'changes_requested'))
);
--> statement-breakpoint
ALTER TABLE "pending_tours" DROP CONSTRAINT "pending_tours_status_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_submission_events" ADD CONSTRAINT "tour_submission_events_pending_tour_id_pending_tours_id_fk" FOREIGN KEY ("pending_tour_id") REFERENCES "public"."pending_tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_submission_events" ADD CONSTRAINT "tour_submission_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "tour_submission_events_pending_created_idx" ON "tour_submission_events" USING btree ("pending_tour_id","created_at");--> statement-breakpoint
ALTER TABLE "pending_tours" ADD CONSTRAINT "pending_tours_status_check" CHECK ("pending_tours"."status" in ('pending', 'approved', 'archived', 'rejected_archived', 'rejected', 'changes_requested'));--> statement-breakpoint
-- Hand-written: tours submitted before the history existed start it with their submission.
INSERT INTO "tour_submission_events" ("pending_tour_id", "actor_user_id", "kind", "created_at")
SELECT "id", "user_id", 'submitted', "submitted_at" FROM "pending_tours";
