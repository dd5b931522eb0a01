import { ArrowDown, ArrowUp, type LucideIcon, Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "#client/components/ui/button.tsx";
import type { ButtonSize } from "#client/components/ui/button-styles.ts";

type ButtonProps = ComponentProps<typeof Button>;

// Deleting (or removing) one thing: the red outline button, named after what it deletes.
export function DeleteButton({
  what,
  label = "Delete",
  ...props
}: ButtonProps & { what: string; label?: string }) {
  return (
    <Button variant="destructive-outline" size="sm" aria-label={`${label} ${what}`} {...props}>
      <Trash2 aria-hidden="true" />
      {label}
    </Button>
  );
}

// What a two-way button shows for one state: its icon and its label.
export type Face = readonly [icon: LucideIcon, label: string];

// A button for one of two opposite actions, showing the one the row's state calls for (Archive or Restore);
// `nameOf` words its accessible name from the label shown.
export function SwitchButton({
  on,
  faces: [whenOn, whenOff],
  nameOf,
  ...props
}: ButtonProps & { on: boolean; faces: readonly [Face, Face]; nameOf: (label: string) => string }) {
  const [Icon, label] = on ? whenOn : whenOff;
  return (
    <Button aria-label={nameOf(label)} {...props}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}

type MoveButtonsProps = {
  index: number;
  count: number;
  // The button's name for each way, e.g. "Move up: Specification row 2".
  name: (way: "up" | "down") => string;
  onMove: (from: number, to: number) => void;
  size?: ButtonSize;
  busy?: boolean;
};

// Moving one row of an ordered list a place up or down; the first cannot go up nor the last down.
export function MoveButtons({ index, count, name, onMove, size = "sm", busy = false }: MoveButtonsProps) {
  return (
    <>
      <Button
        size={size}
        variant="ghost"
        aria-label={name("up")}
        disabled={busy || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        size={size}
        variant="ghost"
        aria-label={name("down")}
        disabled={busy || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
