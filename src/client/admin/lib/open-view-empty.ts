import { formatCount } from "#shared/counted.ts";

// The open view with nothing in it says where the archived leads are, rather than that none came yet.
export const openViewEmpty = (body: { what: string; empty: string }, archived: number) =>
  archived > 0
    ? `No open ${body.what}. ${formatCount(archived)} archived: choose "Archived" to see ${archived === 1 ? "it" : "them"}.`
    : body.empty;
