-- One counter per kind of public data, bumped by triggers on the writes a visitor can see. Cached pages and lists
-- remember the counters they were built from (src/server/http/response-cache.ts), so a contact message, an
-- inquiry, an unapproved testimonial or a login leaves them alone.
CREATE TABLE `public_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `public_versions` (`name`) VALUES ('products'), ('testimonials'), ('content');
--> statement-breakpoint
CREATE TRIGGER `products_public_insert` AFTER INSERT ON `products` WHEN NEW.`active` = 1
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'products'; END;
--> statement-breakpoint
CREATE TRIGGER `products_public_update` AFTER UPDATE ON `products` WHEN NEW.`active` = 1 OR OLD.`active` = 1
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'products'; END;
--> statement-breakpoint
CREATE TRIGGER `products_public_delete` AFTER DELETE ON `products` WHEN OLD.`active` = 1
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'products'; END;
--> statement-breakpoint
CREATE TRIGGER `testimonials_public_insert` AFTER INSERT ON `testimonials` WHEN NEW.`approved` = 1
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'testimonials'; END;
--> statement-breakpoint
CREATE TRIGGER `testimonials_public_update` AFTER UPDATE ON `testimonials` WHEN NEW.`approved` = 1 OR OLD.`approved` = 1
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'testimonials'; END;
--> statement-breakpoint
CREATE TRIGGER `testimonials_public_delete` AFTER DELETE ON `testimonials` WHEN OLD.`approved` = 1
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'testimonials'; END;
--> statement-breakpoint
CREATE TRIGGER `content_public_insert` AFTER INSERT ON `site_content`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `content_public_update` AFTER UPDATE ON `site_content`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'content'; END;
--> statement-breakpoint
CREATE TRIGGER `content_public_delete` AFTER DELETE ON `site_content`
BEGIN UPDATE `public_versions` SET `version` = `version` + 1 WHERE `name` = 'content'; END;
