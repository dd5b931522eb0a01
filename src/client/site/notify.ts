import { toast } from "sonner";
import type { MessageKey, Translate } from "#shared/i18n/index.ts";
import { httpErrorMessage } from "../lib/http-error";

export function notifySuccess(t: Translate, title: MessageKey, description: MessageKey) {
  toast.success(t(title), { description: t(description) });
}

// The visitor reads the §8 sentence; the "<status>: <body>" detail goes to the console for whoever debugs.
export function notifyFailure(t: Translate, description: MessageKey, error: unknown) {
  console.error(httpErrorMessage(error));
  toast.error(t("errorTitle"), { description: t(description) });
}
