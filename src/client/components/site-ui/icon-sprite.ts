// Written by scripts/build/icon-sprite.ts: do not edit.
export const iconSpriteUrl = "/icons.svg?v=101sr0zk";
