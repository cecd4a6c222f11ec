ALTER TABLE "chat_messages" ADD COLUMN "declined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Replies stored before this column: the assistant's decline is recognised by its fixed opening.
UPDATE "chat_messages" SET "declined" = true WHERE "response" LIKE 'Je suis désolé, je n''ai pas d''information sûre à ce sujet.%';
