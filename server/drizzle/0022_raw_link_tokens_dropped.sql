DROP INDEX "event_registrations_token_unique";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_token_unique";--> statement-breakpoint
ALTER TABLE "event_registrations" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "unsubscribe_token";