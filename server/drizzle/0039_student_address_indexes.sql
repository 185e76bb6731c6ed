CREATE INDEX "certificates_email_idx" ON "certificates" USING btree ("email");--> statement-breakpoint
CREATE INDEX "event_registrations_email_idx" ON "event_registrations" USING btree ("email");