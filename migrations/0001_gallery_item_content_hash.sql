ALTER TABLE "gallery_items" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_items_album_hash_idx" ON "gallery_items" USING btree ("album_id","content_hash");