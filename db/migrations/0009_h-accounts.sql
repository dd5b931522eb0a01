ALTER TABLE `users` ADD `owner` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_one_owner` ON `users` (`owner`) WHERE owner = 1;--> statement-breakpoint
-- The oldest admin who can sign in becomes the owner (the oldest of all if every one is disabled); rows from before
-- created_at existed have none and come first, in the order they were inserted.
UPDATE `users` SET `owner` = 1 WHERE `id` = (SELECT `id` FROM `users` ORDER BY `disabled`, coalesce(`created_at`, 0), rowid LIMIT 1);
