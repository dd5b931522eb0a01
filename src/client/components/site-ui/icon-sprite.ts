// Written by scripts/build/icon-sprite.ts: do not edit.
export const iconSpriteUrl = "/icons.svg?v=1dc2j864";
