// Calls that change nothing anyone else sees: previews, signing an upload URL, a passkey's challenge, and each admin's own read marks.
export const unaudited = new Set([
  "passkeys.registrationOptions",
  "blog.preview",
  "newsletter.preview",
  "uploads.start",
  "uploads.presign",
  "inquiries.open",
  "inquiries.setRead",
  "inquiries.markAllRead",
  "contacts.setRead",
  "contacts.markAllRead",
  "downloads.presign",
  "productCsv.preview",
  "samples.open",
  "samples.setRead",
  "samples.markAllRead",
]);
