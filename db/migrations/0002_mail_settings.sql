CREATE TABLE `mail_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`owner_emails` text NOT NULL,
	`alert_inquiries` integer NOT NULL,
	`alert_contacts` integer NOT NULL,
	`alert_testimonials` integer NOT NULL
);
