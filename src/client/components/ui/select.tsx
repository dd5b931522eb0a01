import { Check, ChevronDown } from "lucide-react";
import { Select as Primitive } from "radix-ui";
import { cn } from "./cn";
import { fieldClasses } from "./input";

type Option = { value: string; label: string };
type SelectProps = {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  disabled?: boolean;
  className?: string;
  // Shown while no option is chosen (value "").
  placeholder?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
};

export function Select({
  id,
  value,
  onValueChange,
  options,
  disabled,
  className,
  placeholder,
  ...aria
}: SelectProps) {
  return (
    <Primitive.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <Primitive.Trigger
        id={id}
        className={cn(fieldClasses, "flex h-10 items-center justify-between gap-2 text-left", className)}
        {...aria}
      >
        <span className="min-w-0 truncate">
          <Primitive.Value placeholder={placeholder} />
        </span>
        <Primitive.Icon>
          <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
        </Primitive.Icon>
      </Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <Primitive.Viewport>
            {options.map((option) => (
              <Primitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded-md py-2 pr-8 pl-3 text-sm text-slate-800 outline-none select-none data-highlighted:bg-slate-100"
              >
                <Primitive.ItemText>{option.label}</Primitive.ItemText>
                <Primitive.ItemIndicator className="absolute right-2">
                  <Check className="size-4 text-brand" aria-hidden="true" />
                </Primitive.ItemIndicator>
              </Primitive.Item>
            ))}
          </Primitive.Viewport>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
