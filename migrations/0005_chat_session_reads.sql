CREATE TABLE "chat_session_reads" (
	"session_id" text PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
