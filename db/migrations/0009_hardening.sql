CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`user_id` text,
	`username` text NOT NULL,
	`action` text NOT NULL,
	`kind` text NOT NULL,
	`target_id` text,
	`summary` text DEFAULT '' NOT NULL,
	`ip` text NOT NULL,
	`device` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE TABLE `passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text NOT NULL,
	`device_type` text NOT NULL,
	`backed_up` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `passkeys_user_idx` ON `passkeys` (`user_id`);--> statement-breakpoint
CREATE TABLE `security_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`require_passkeys` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `site_address` (
	`id` integer PRIMARY KEY NOT NULL,
	`origin` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `appointments` ADD `calendar_sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `owner` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_one_owner` ON `users` (`owner`) WHERE owner = 1;--> statement-breakpoint
CREATE INDEX `outbox_to_idx` ON `outbox` (`to`,`created_at`);--> statement-breakpoint
-- The oldest admin who can sign in becomes the owner (the oldest of all if every one is disabled); rows from before
-- created_at existed have none and come first, in the order they were inserted.
UPDATE `users` SET `owner` = 1 WHERE `id` = (SELECT `id` FROM `users` ORDER BY `disabled`, coalesce(`created_at`, 0), rowid LIMIT 1);
--> statement-breakpoint
CREATE TRIGGER `site_address_public_insert` AFTER INSERT ON `site_address`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `site_address_public_update` AFTER UPDATE ON `site_address`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `site_address_public_delete` AFTER DELETE ON `site_address`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN SELECT RAISE(ABORT, 'audit log entries cannot be changed'); END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_kept_12_months` BEFORE DELETE ON `audit_log`
WHEN old.`at` >= (unixepoch('now', '-12 months') + 86400) * 1000
BEGIN SELECT RAISE(ABORT, 'audit log entries are kept 12 months'); END;
