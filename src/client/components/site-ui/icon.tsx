import type { IconName } from "./icon-names";
import { iconSpriteUrl } from "./icon-sprite";

export type { IconName };

// A lucide icon drawn from the cached sprite: the same look as lucide-react's component (its stroke, size and
// classes), in a few dozen bytes of HTML and none of lucide's JavaScript. Always decorative here: the text
// beside it names the action.
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `lucide ${className}` : "lucide"}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${iconSpriteUrl}#${name}`} />
    </svg>
  );
}
