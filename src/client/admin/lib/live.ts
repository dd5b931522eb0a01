// The desk's lists and counts are read again on every visit, when the tab comes back into view and every minute:
// what arrives while the admin is open shows up without a reload (the app's default is to cache for good).
export const live = {
  refetchOnMount: "always",
  refetchOnWindowFocus: "always",
  refetchInterval: 60_000,
  placeholderData: <T>(previous: T | undefined) => previous,
} as const;
