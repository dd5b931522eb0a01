import type { ComponentProps } from "react";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button-styles";
import { cn } from "./cn";

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
