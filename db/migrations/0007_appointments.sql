ALTER TABLE `appointments` ADD `kind` text DEFAULT 'visit' NOT NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX `appointments_date_idx` ON `appointments` (`preferred_date`);--> statement-breakpoint
ALTER TABLE `mail_settings` ADD `alert_appointments` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachments` text;