import { z } from "zod";

const originOnly = "Enter the site's address as http(s)://name, with no path, such as https://tissue.example";

// The site's address as the owner types it in Settings: an http(s) origin, nothing after the host and port.
// A trailing slash is allowed and dropped.
export const siteOriginField = z
  .string()
  .trim()
  .max(200, originOnly)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        /^https?:$/.test(url.protocol) &&
        url.username === "" &&
        url.password === "" &&
        url.search === "" &&
        url.hash === "" &&
        url.pathname === "/"
      );
    } catch {
      return false;
    }
  }, originOnly)
  .transform((value) => new URL(value).origin);

export const siteAddressSchema = z.object({ origin: siteOriginField });
