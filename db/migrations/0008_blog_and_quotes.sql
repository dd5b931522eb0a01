CREATE TABLE `quote_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`position` integer NOT NULL,
	`product_id` text,
	`description` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit` text NOT NULL,
	`unit_price` text NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_lines_quote_idx` ON `quote_lines` (`quote_id`,`position`);--> statement-breakpoint
CREATE TABLE `quote_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`business_type` text NOT NULL,
	`need_by_date` text NOT NULL,
	`notes` text,
	`lang` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_requests_reference_unique` ON `quote_requests` (`reference`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`request_id` text,
	`inquiry_id` text,
	`buyer_name` text NOT NULL,
	`buyer_email` text NOT NULL,
	`lang` text DEFAULT 'en' NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`discount_percent` text DEFAULT '0' NOT NULL,
	`tax_percent` text DEFAULT '0' NOT NULL,
	`delivery_terms` text DEFAULT '' NOT NULL,
	`valid_until` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`token` text,
	`sent_at` integer,
	`viewed_at` integer,
	`answered_at` integer,
	`answer_comment` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`inquiry_id`) REFERENCES `product_inquiries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_number_unique` ON `quotes` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_token_unique` ON `quotes` (`token`);--> statement-breakpoint
CREATE INDEX `quotes_status_idx` ON `quotes` (`status`,`valid_until`);--> statement-breakpoint
CREATE TABLE `sequences` (
	`name` text PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `title_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `excerpt_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `content_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `published_at` integer;--> statement-breakpoint
CREATE INDEX `blog_posts_public` ON `blog_posts` (`published`,`published_at`);--> statement-breakpoint
ALTER TABLE `product_inquiries` ADD `request_id` text;--> statement-breakpoint
CREATE INDEX `product_inquiries_request_idx` ON `product_inquiries` (`request_id`);--> statement-breakpoint
UPDATE `blog_posts` SET `published_at` = `created_at` WHERE `published` = 1;
--> statement-breakpoint
INSERT INTO `public_versions` (`name`) VALUES ('blog');
--> statement-breakpoint
CREATE TRIGGER `blog_public_insert` AFTER INSERT ON `blog_posts` WHEN NEW.`published` = 1
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'blog'; END;
--> statement-breakpoint
CREATE TRIGGER `blog_public_update` AFTER UPDATE ON `blog_posts` WHEN NEW.`published` = 1 OR OLD.`published` = 1
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'blog'; END;
--> statement-breakpoint
CREATE TRIGGER `blog_public_delete` AFTER DELETE ON `blog_posts` WHEN OLD.`published` = 1
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'blog'; END;
