import { Check } from "lucide-react";
import { Checkbox as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export function Checkbox({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn(
        "grid size-5 shrink-0 place-items-center rounded border border-slate-400 bg-white",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
        "data-[state=checked]:border-brand data-[state=checked]:bg-brand data-[state=checked]:text-white",
        className,
      )}
      {...props}
    >
      <Primitive.Indicator>
        <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
      </Primitive.Indicator>
    </Primitive.Root>
  );
}
