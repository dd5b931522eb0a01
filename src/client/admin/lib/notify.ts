import { toast } from "sonner";
import { httpErrorMessage } from "#client/lib/http-error.ts";

// §8: admin failures are titled 'Error' in the destructive style, successes carry a title and a description.
export const notifySuccess = (description: string, title = "Success") =>
  toast.success(title, { description });

export function notifyError(description: string, error?: unknown) {
  toast.error("Error", { description });
  if (error) console.error(httpErrorMessage(error));
}
