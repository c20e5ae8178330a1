ALTER TABLE "verification_tokens" DROP CONSTRAINT "verification_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD COLUMN "credentials" text;--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD CONSTRAINT "verification_tokens_purpose_check" CHECK ("verification_tokens"."purpose" in ('verify', 'reset', 'email', 'email-cancel'));