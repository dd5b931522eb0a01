import type { ComponentProps } from "react";

// A link to another site (chat, social profiles) opens in a new tab and never hands that page our window.
export const NewTabLink = (props: ComponentProps<"a">) => (
  <a target="_blank" rel="noopener noreferrer" {...props} />
);
