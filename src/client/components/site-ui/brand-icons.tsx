import type { BrandMark } from "./brand-marks";
import { iconSpriteUrl } from "./icon-sprite";

type IconProps = { className?: string };

// A brand mark drawn filled from the cached sprite (brand-marks.ts): the page carries a short reference, not the
// path, which on the landing page stood in the HTML up to three times per mark (docs/decisions/050).
function BrandIcon({ mark, className = "size-5" }: IconProps & { mark: BrandMark }) {
  return (
    <svg fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <use href={`${iconSpriteUrl}#${mark}`} />
    </svg>
  );
}

export const FacebookIcon = (props: IconProps) => <BrandIcon mark="facebook" {...props} />;
export const InstagramIcon = (props: IconProps) => <BrandIcon mark="instagram" {...props} />;
export const WhatsAppIcon = (props: IconProps) => <BrandIcon mark="whatsapp" {...props} />;
