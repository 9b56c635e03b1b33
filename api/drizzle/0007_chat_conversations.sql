-- The Reply Engine conversation, one current one per user, kept on the server so a reload or another device resumes it.
CREATE TABLE "chat_conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"step" smallint NOT NULL,
	"messages" jsonb NOT NULL,
	"context" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "chat_conversations_step_range" CHECK ("chat_conversations"."step" between 0 and 4),
	CONSTRAINT "chat_conversations_messages_array" CHECK (jsonb_typeof("chat_conversations"."messages") = 'array')
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;