// What an audit log entry can be about (docs/decisions/190); the Activity screen filters by these.
export const auditKinds = [
  "sign-in",
  "account",
  "user",
  "content",
  "product",
  "testimonial",
  "blog",
  "inquiry",
  "message",
  "appointment",
  "quote",
  "campaign",
  "mail",
  "settings",
  "backup",
  "upload",
  "other",
] as const;
export type AuditKind = (typeof auditKinds)[number];

// Entries are kept this many months, then removed by the daily job.
export const auditKeepMonths = 12;
