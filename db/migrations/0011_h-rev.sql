DROP INDEX `quotes_number_unique`;--> statement-breakpoint
ALTER TABLE `quotes` ADD `renewal_request_id` text REFERENCES quote_requests(id);--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_number_revision_idx` ON `quotes` (`number`,`revision`);