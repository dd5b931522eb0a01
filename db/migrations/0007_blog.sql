ALTER TABLE `blog_posts` ADD `title_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `excerpt_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `content_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `published_at` integer;--> statement-breakpoint
CREATE INDEX `blog_posts_public` ON `blog_posts` (`published`,`published_at`);--> statement-breakpoint
UPDATE `blog_posts` SET `published_at` = `created_at` WHERE `published` = 1;
--> statement-breakpoint
INSERT INTO `public_versions` (`name`) VALUES ('blog');
--> statement-breakpoint
CREATE TRIGGER `blog_public_insert` AFTER INSERT ON `blog_posts` WHEN NEW.`published` = 1
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'blog'; END;
--> statement-breakpoint
CREATE TRIGGER `blog_public_update` AFTER UPDATE ON `blog_posts` WHEN NEW.`published` = 1 OR OLD.`published` = 1
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'blog'; END;
--> statement-breakpoint
CREATE TRIGGER `blog_public_delete` AFTER DELETE ON `blog_posts` WHEN OLD.`published` = 1
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'blog'; END;
