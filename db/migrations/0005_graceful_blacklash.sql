CREATE TABLE `newsletter_campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`subject_ar` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`body_ar` text DEFAULT '' NOT NULL,
	`recipients` integer DEFAULT 0 NOT NULL,
	`sent_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirmed_at` integer;--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_created_idx` ON `newsletter_subscribers` (`created_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `headers` text;