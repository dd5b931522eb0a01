import { RestRefusal } from "./errors";

// The signed URL takes the raw bytes in one PUT (docs/api-contract.md); a refusal keeps its status and the
// server's words, so the toast can tell the owner why (docs/decisions/063).
export async function putFile(url: string, file: File) {
  const response = await fetch(url, { method: "PUT", body: file, headers: { "content-type": file.type } });
  if (!response.ok) throw await RestRefusal.from(response);
}

// One of our own signed upload URLs is shown by its path; the signature is only for the PUT.
export function previewSrc(value: string) {
  try {
    const url = new URL(value, location.origin);
    return url.origin === location.origin ? url.pathname : value;
  } catch {
    return value;
  }
}

// As the client asked, a content image is sent as the site origin plus the presigned URL's path (decision 020).
export const storedContentUrl = (presignedUrl: string) => location.origin + new URL(presignedUrl).pathname;
