CREATE TABLE `product_files` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`upload_id` text NOT NULL,
	`title` text NOT NULL,
	`title_ar` text DEFAULT '' NOT NULL,
	`size` integer NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`upload_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `product_files_product_idx` ON `product_files` (`product_id`,`position`);--> statement-breakpoint
CREATE TABLE `sample_request_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`author` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `sample_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sample_request_notes_request_idx` ON `sample_request_notes` (`request_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sample_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`product_name` text NOT NULL,
	`company_name` text NOT NULL,
	`contact_person` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`delivery_address` text NOT NULL,
	`quantity` text NOT NULL,
	`note` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`lang` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`archived_at` integer
);
--> statement-breakpoint
CREATE INDEX `sample_requests_created_idx` ON `sample_requests` (`created_at`);--> statement-breakpoint
-- A product's downloads are shown with it, so their writes change the public product data (0003_public_versions).
CREATE TRIGGER `product_files_public_insert` AFTER INSERT ON `product_files`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'products'; END;
--> statement-breakpoint
CREATE TRIGGER `product_files_public_update` AFTER UPDATE ON `product_files`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'products'; END;
--> statement-breakpoint
CREATE TRIGGER `product_files_public_delete` AFTER DELETE ON `product_files`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'products'; END;
