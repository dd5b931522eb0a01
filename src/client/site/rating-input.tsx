import { useState } from "react";
import { limits } from "#shared/constants.ts";
import { Icon } from "../components/site-ui/icon";
import { useSite } from "./site-context";

const points = Array.from({ length: limits.ratingMax }, (_, i) => i + 1);

type Props = { name: string; value: number; onChange: (value: number) => void; label: string };

// Native radios (arrow keys work as usual) drawn as stars; hovering previews a rating before it is chosen.
export function RatingInput({ name, value, onChange, label }: Props) {
  const { t } = useSite();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-ink">{label}</legend>
      <div
        className="flex gap-1"
        onPointerLeave={() => setPreview(null)}
        data-testid="rating-input"
        data-shown={shown}
      >
        {points.map((point) => (
          <label
            key={point}
            className="cursor-pointer rounded-md p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-brand"
            onPointerEnter={() => setPreview(point)}
          >
            <input
              type="radio"
              name={name}
              value={point}
              checked={value === point}
              onChange={() => onChange(point)}
              className="sr-only"
            />
            <span className="sr-only">{t.count("stars", point)}</span>
            <Icon
              name="star"
              className={`size-8 transition-colors ${point <= shown ? "fill-accent text-accent" : "fill-transparent text-slate-300"}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
