CREATE TABLE `backup_bucket` (
	`id` integer PRIMARY KEY NOT NULL,
	`endpoint` text,
	`bucket` text,
	`region` text,
	`access_key_id` text,
	`secret_sealed` text,
	`prefix` text,
	`saved_at` integer,
	`key_sealed` text,
	`key_made_at` integer,
	`overdue_told_for` integer
);
--> statement-breakpoint
CREATE TABLE `backup_copies` (
	`name` text PRIMARY KEY NOT NULL,
	`archive_size` integer NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`stored_size` integer,
	`stored_sha256` text,
	`stored_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `backup_copies_due_idx` ON `backup_copies` (`status`,`next_attempt_at`);