CREATE TABLE `follow_up_digests` (
	`day` text PRIMARY KEY NOT NULL,
	`checked_at` integer NOT NULL,
	`sent` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `quote_follow_ups` (
	`quote_id` text PRIMARY KEY NOT NULL,
	`follow_up_on` text NOT NULL,
	`buyer_reminded_for` text,
	`buyer_reminded_at` integer,
	`unviewed_alert_at` integer,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `quotes_number_unique`;--> statement-breakpoint
ALTER TABLE `quotes` ADD `renewal_request_id` text REFERENCES quote_requests(id);--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_number_revision_idx` ON `quotes` (`number`,`revision`);--> statement-breakpoint
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
CREATE INDEX `sample_requests_source_idx` ON `sample_requests` (`source_key`);--> statement-breakpoint
CREATE INDEX `products_catalogue_idx` ON `products` (`active`,`featured`,`created_at`,`search_text`);--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`active`,`category`);--> statement-breakpoint
-- Quotes sent before follow-up dates existed get one, three days after their sending (docs/decisions/164).
INSERT INTO `quote_follow_ups` (`quote_id`, `follow_up_on`)
SELECT `id`, date(`sent_at` / 1000, 'unixepoch', '+3 days') FROM `quotes`
WHERE `status` IN ('sent', 'viewed') AND `sent_at` IS NOT NULL;
