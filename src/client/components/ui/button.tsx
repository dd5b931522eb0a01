import type { ComponentProps } from "react";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button-styles";
import { cn } from "./cn";

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

// A real `disabled` would throw keyboard focus to the page the moment a focused button becomes unavailable
// (Approve while saving, Save once saved). Here an unavailable button stays focusable and announced
// (aria-disabled) and its clicks, a form's Enter included, are cancelled.
export function Button({
  variant,
  size,
  className,
  type = "button",
  disabled,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      aria-disabled={disabled || undefined}
      onClick={disabled ? (event) => event.preventDefault() : onClick}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    />
  );
}
