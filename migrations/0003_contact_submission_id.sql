ALTER TABLE "contacts" ADD COLUMN "submission_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_submission_id_key" ON "contacts" USING btree ("submission_id");