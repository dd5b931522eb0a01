CREATE TABLE `site_address` (
	`id` integer PRIMARY KEY NOT NULL,
	`origin` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `site_address_public_insert` AFTER INSERT ON `site_address`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `site_address_public_update` AFTER UPDATE ON `site_address`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `site_address_public_delete` AFTER DELETE ON `site_address`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'content'; END;
