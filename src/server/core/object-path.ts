// The shape of our upload URLs, shared by the features that store image addresses (products, content) and the
// uploads feature that signs and serves them. Imports nothing of theirs, so none of them import each other.
export const uploadsPath = "/objects/uploads/";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isUploadId = (id: string) => uuid.test(id);

// "/objects/uploads/<id>" for one of our upload URLs (absolute or a path, signed or not), else null.
export function objectPathOf(url: string, origin?: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://path.invalid");
  } catch {
    return null;
  }
  const isPath = url.startsWith("/") && !url.startsWith("//");
  if (!isPath && (!/^https?:$/.test(parsed.protocol) || (origin !== undefined && parsed.origin !== origin))) {
    return null;
  }
  const id = parsed.pathname.slice(uploadsPath.length);
  return parsed.pathname.startsWith(uploadsPath) && isUploadId(id) ? `${uploadsPath}${id}` : null;
}

// One of our own signed upload URLs is stored as its bare path: the signature is for the PUT, not for showing.
export function storedImageUrl(url: string) {
  if (!/^https?:\/\//i.test(url)) return url;
  const parsed = new URL(url);
  return parsed.pathname.startsWith(uploadsPath) && parsed.searchParams.has("sig") ? parsed.pathname : url;
}
