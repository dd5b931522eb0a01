CREATE TABLE `follow_up_digests` (
	`day` text PRIMARY KEY NOT NULL,
	`checked_at` integer NOT NULL,
	`sent` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `quote_follow_ups` (
	`quote_id` text PRIMARY KEY NOT NULL,
	`follow_up_on` text NOT NULL,
	`buyer_reminded_for` text,
	`buyer_reminded_at` integer,
	`unviewed_alert_at` integer,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Quotes sent before follow-up dates existed get one, three days after their sending (docs/decisions/164).
INSERT INTO `quote_follow_ups` (`quote_id`, `follow_up_on`)
SELECT `id`, date(`sent_at` / 1000, 'unixepoch', '+3 days') FROM `quotes`
WHERE `status` IN ('sent', 'viewed') AND `sent_at` IS NOT NULL;
