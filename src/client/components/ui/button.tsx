import type { ComponentProps } from "react";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button-styles";
import { cn } from "./cn";
import { KeepFocusButton } from "./keep-focus-button";

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

// The admin's button: its look over a button that keeps focus while it is unavailable.
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <KeepFocusButton className={cn(buttonClasses(variant, size), className)} {...props} />;
}
