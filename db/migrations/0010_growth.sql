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
CREATE TABLE `visit_counts` (
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `kind`, `key`)
);
