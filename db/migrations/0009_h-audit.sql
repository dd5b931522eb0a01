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
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN SELECT RAISE(ABORT, 'audit log entries cannot be changed'); END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_kept_12_months` BEFORE DELETE ON `audit_log`
WHEN old.`at` >= (unixepoch('now', '-12 months') + 86400) * 1000
BEGIN SELECT RAISE(ABORT, 'audit log entries are kept 12 months'); END;
