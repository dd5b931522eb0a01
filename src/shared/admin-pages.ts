// The admin's screens, under /admin. The client's routes are typed against this list and the server answers
// 404 for any other /admin path, so the two cannot drift apart.
export const adminPages = [
  "/login",
  "/dashboard",
  "/contacts",
  "/products",
  "/categories",
  "/testimonials",
  "/content",
  "/inquiries",
  "/email",
  "/settings",
  "/newsletter",
  "/campaigns",
  "/backups",
  "/account",
  "/users",
  "/blog",
  "/quotes",
  "/appointments",
  "/activity",
  "/analytics",
  "/samples",
] as const;
export type AdminPage = (typeof adminPages)[number];

// "/admin" and "/admin/" lead to the dashboard; a trailing slash is the same screen, as the client router reads it.
export function isAdminScreen(path: string) {
  const rest = path.replace(/^\/admin/, "").replace(/\/$/, "");
  return rest === "" || adminPages.some((page) => page === rest);
}
