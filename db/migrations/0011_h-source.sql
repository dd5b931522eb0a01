ALTER TABLE `appointments` ADD `source` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `source_key` text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
CREATE INDEX `appointments_source_idx` ON `appointments` (`source_key`);--> statement-breakpoint
ALTER TABLE `contacts` ADD `source` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `source_key` text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
CREATE INDEX `contacts_source_idx` ON `contacts` (`source_key`);--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `source` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `source_key` text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_source_idx` ON `newsletter_subscribers` (`source_key`);--> statement-breakpoint
ALTER TABLE `product_inquiries` ADD `source` text;--> statement-breakpoint
ALTER TABLE `product_inquiries` ADD `source_key` text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
CREATE INDEX `product_inquiries_source_idx` ON `product_inquiries` (`source_key`);--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `source` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `source_key` text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
CREATE INDEX `quote_requests_source_idx` ON `quote_requests` (`source_key`);--> statement-breakpoint
ALTER TABLE `sample_requests` ADD `source` text;--> statement-breakpoint
ALTER TABLE `sample_requests` ADD `source_key` text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
CREATE INDEX `sample_requests_source_idx` ON `sample_requests` (`source_key`);