import type { IconName } from "./icon-names";
import { iconSpriteUrl } from "./icon-sprite";

export type { IconName };

// A lucide icon drawn from the cached sprite: the same look as lucide-react's component, in a few dozen bytes of
// HTML and none of lucide's JavaScript. Its stroke is the site-icon class's (theme.css) and its viewBox the
// sprite symbol's, so each of the hundred icons on the landing page writes neither (docs/decisions/053).
// Always decorative here: the text beside it names the action.
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `site-icon ${className}` : "site-icon"} aria-hidden="true">
      <use href={`${iconSpriteUrl}#${name}`} />
    </svg>
  );
}
