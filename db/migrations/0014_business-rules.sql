CREATE TABLE `business_rules` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
