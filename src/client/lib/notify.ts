import { httpErrorMessage } from "./http-error";

// sonner loads with the first toast, not with the page: on load it adds its stylesheet to the page, whose rules
// on <html> make the browser restyle every element (70-100 ms on a slowed phone). Until then the site's toaster
// stays as the server rendered it, an empty live region (see toasterWanted).
let wantToaster: () => void = () => {};
export const toasterWanted = new Promise<void>((resolve) => {
  wantToaster = resolve;
});
let raised = false;

function sonner() {
  raised = true;
  wantToaster();
  return import("sonner");
}

// The one way the site and the admin raise toasts (decision 041): a success carries a title and a description; a
// failure is titled "Error" (the site passes its own language's word) and its technical detail goes to the
// console for whoever debugs, never to the reader.
export function notifySuccess(description: string, title = "Success") {
  void sonner().then(({ toast }) => toast.success(title, { description }));
}

export function notifyError(description: string, cause?: unknown, title = "Error") {
  void sonner().then(({ toast }) => toast.error(title, { description }));
  if (cause) console.error(httpErrorMessage(cause));
}

// Takes down the toasts on screen (none loads sonner): a dialog that opens on what they said shows it itself.
export function dismissToasts() {
  if (raised) void import("sonner").then(({ toast }) => toast.dismiss());
}
