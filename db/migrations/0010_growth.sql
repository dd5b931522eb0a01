CREATE TABLE `campaign_links` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`source` text NOT NULL,
	`medium` text DEFAULT '' NOT NULL,
	`campaign` text NOT NULL,
	`path` text DEFAULT '/' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `categories` (
	`slug` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_ar` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`description_ar` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE `product_slug_redirects` (
	`slug` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `quote_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`revision` integer NOT NULL,
	`kind` text DEFAULT 'quote' NOT NULL,
	`lang` text NOT NULL,
	`pdf` blob NOT NULL,
	`sha256` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_documents_revision_idx` ON `quote_documents` (`quote_id`,`revision`,`kind`);--> statement-breakpoint
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
CREATE TABLE `visit_counts` (
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `kind`, `key`)
);
--> statement-breakpoint
ALTER TABLE `products` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `products` ADD `spec_table` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `gallery` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `unit_of_sale` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `unit_of_sale_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `pieces_per_unit` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `min_order` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `order_multiple` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `quantity_prices` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `seo_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `seo_title_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `seo_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `seo_description_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `search_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `products_slug` ON `products` (`slug`);--> statement-breakpoint
ALTER TABLE `quotes` ADD `buyer_company` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `buyer_phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `accepted_name` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `accepted_po` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `accepted_revision` integer;--> statement-breakpoint
-- Written by hand: the spec's five categories, and category edits move the public "products" counter.
INSERT INTO `categories` (`slug`, `name`, `name_ar`, `position`) VALUES
	('facial', 'Facial Tissue', 'مناديل الوجه', 1),
	('toilet', 'Toilet Paper', 'ورق الحمام', 2),
	('paper-towel', 'Paper Towel', 'مناشف ورقية', 3),
	('napkin', 'Napkin', 'مناديل المائدة', 4),
	('other', 'Other', 'أخرى', 5);
--> statement-breakpoint
CREATE TRIGGER `categories_public_insert` AFTER INSERT ON `categories`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'products'; END;
--> statement-breakpoint
CREATE TRIGGER `categories_public_update` AFTER UPDATE ON `categories`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'products'; END;
--> statement-breakpoint
CREATE TRIGGER `categories_public_delete` AFTER DELETE ON `categories`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'products'; END;
--> statement-breakpoint
-- A product's downloads are shown with it, so their writes change the public product data (0003_public_versions).
CREATE TRIGGER `product_files_public_insert` AFTER INSERT ON `product_files`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'products'; END;
--> statement-breakpoint
CREATE TRIGGER `product_files_public_update` AFTER UPDATE ON `product_files`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'products'; END;
--> statement-breakpoint
CREATE TRIGGER `product_files_public_delete` AFTER DELETE ON `product_files`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'products'; END;
