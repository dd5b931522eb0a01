CREATE TABLE `admin_reads` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref_id` text NOT NULL,
	`read_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `kind`, `ref_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_reads_ref_idx` ON `admin_reads` (`kind`,`ref_id`);--> statement-breakpoint
CREATE TABLE `inquiry_events` (
	`id` text PRIMARY KEY NOT NULL,
	`inquiry_id` text NOT NULL,
	`author` text NOT NULL,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `product_inquiries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inquiry_events_inquiry_idx` ON `inquiry_events` (`inquiry_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `contacts` ADD `archived_at` integer;--> statement-breakpoint
CREATE INDEX `contacts_created_idx` ON `contacts` (`created_at`);--> statement-breakpoint
ALTER TABLE `product_inquiries` ADD `archived_at` integer;--> statement-breakpoint
CREATE INDEX `product_inquiries_created_idx` ON `product_inquiries` (`created_at`);--> statement-breakpoint
CREATE INDEX `products_created_idx` ON `products` (`created_at`);--> statement-breakpoint
CREATE INDEX `testimonials_created_idx` ON `testimonials` (`created_at`);