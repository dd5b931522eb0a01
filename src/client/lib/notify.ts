import { toast } from "sonner";
import { httpErrorMessage } from "./http-error";

// The one way the site and the admin raise toasts (§8, §9): a success carries a title and a description; a
// failure is titled "Error" (the site passes its own language's word) and its technical detail goes to the
// console for whoever debugs, never to the reader.
export const notifySuccess = (description: string, title = "Success") =>
  toast.success(title, { description });

export function notifyError(description: string, cause?: unknown, title = "Error") {
  toast.error(title, { description });
  if (cause) console.error(httpErrorMessage(cause));
}
