const htmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => htmlEntities[ch] ?? ch);

// JSON inside a <script> block: "<" escaped so no value can close the element.
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
