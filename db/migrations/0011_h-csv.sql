CREATE INDEX `products_catalogue_idx` ON `products` (`active`,`featured`,`created_at`,`search_text`);--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`active`,`category`);