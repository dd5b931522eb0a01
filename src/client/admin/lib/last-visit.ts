// The time the owner last opened the contact messages, kept in this browser only.
const storageKey = "admin.contacts.lastVisit";

export function readLastVisit(): number | null {
  const stored = Number(localStorage.getItem(storageKey));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

export const markVisited = (now = Date.now()) => localStorage.setItem(storageKey, String(now));

// Before the first visit every message is new.
export const isNewSince = (createdAt: string, lastVisit: number | null) =>
  lastVisit === null || new Date(createdAt).getTime() > lastVisit;
