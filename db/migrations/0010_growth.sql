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
ALTER TABLE `quotes` ADD `buyer_company` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `buyer_phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `accepted_name` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `accepted_po` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `accepted_revision` integer;