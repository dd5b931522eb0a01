import type { ComponentProps } from "react";

// A real `disabled` would throw keyboard focus to the page the moment a focused button becomes unavailable
// (Send while sending, Approve while saving, Save once saved), and a keyboard user would start again from the
// top. This one stays focusable and announced (aria-disabled) and its clicks, a form's Enter included, are
// cancelled. The admin's Button and the site's Send buttons are this (docs/decisions/046).
export function KeepFocusButton({ type = "button", disabled, onClick, ...props }: ComponentProps<"button">) {
  return (
    <button
      type={type}
      aria-disabled={disabled || undefined}
      onClick={disabled ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
}
