// A lead's row as the API answers it, in the spec's shape: without the columns that are the desk's business (the
// archive, where the lead came from, its quote list, its language), and with createdAt as ISO text.
export function apiShape<R extends { createdAt: Date }, K extends keyof R>(row: R, deskOnly: readonly K[]) {
  const shown: Partial<R> = { ...row };
  for (const key of deskOnly) delete shown[key];
  return { ...(shown as Omit<R, K | "createdAt">), createdAt: row.createdAt.toISOString() };
}
