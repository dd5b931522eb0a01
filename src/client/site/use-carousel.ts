import { useEffect, useState } from "react";
import { limits } from "#shared/constants.ts";

const lastPosition = (count: number, perView: number) => Math.max(0, count - perView);

// Decision 046: next wraps to 0 once the last allowed position is reached; previous wraps from 0 to that position.
export const nextPosition = (position: number, count: number, perView: number) =>
  position >= lastPosition(count, perView) ? 0 : position + 1;
export const previousPosition = (position: number, count: number, perView: number) =>
  position <= 0 ? lastPosition(count, perView) : position - 1;

const wide = "(min-width: 1024px)";
const medium = "(min-width: 768px)";

/** Cards per view: 1 below 768 px, 2 from 768 px, 3 from 1024 px. One card on the server and the first paint. */
export function usePerView() {
  const [perView, setPerView] = useState(1);
  useEffect(() => {
    const queries = [window.matchMedia(wide), window.matchMedia(medium)];
    const update = () => setPerView(queries[0]?.matches ? 3 : queries[1]?.matches ? 2 : 1);
    update();
    for (const query of queries) query.addEventListener("change", update);
    return () => {
      for (const query of queries) query.removeEventListener("change", update);
    };
  }, []);
  return perView;
}

export function useCarousel(count: number) {
  const perView = usePerView();
  const [rawPosition, setPosition] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const last = lastPosition(count, perView);
  // A wider window allows fewer positions: stay within them. The chosen card (the lit dot) may lie past the last
  // position; it is then in view at the end of the track.
  const position = Math.min(rawPosition, last);
  const current = Math.min(rawPosition, Math.max(0, count - 1));
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || last === 0) return;
    const timer = window.setTimeout(
      () => setPosition(nextPosition(position, count, perView)),
      limits.carouselIntervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [paused, last, position, count, perView]);

  return {
    perView,
    position,
    current,
    last,
    next: () => setPosition(nextPosition(position, count, perView)),
    previous: () => setPosition(previousPosition(position, count, perView)),
    goTo: (index: number) => setPosition(index),
    pauseHandlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
