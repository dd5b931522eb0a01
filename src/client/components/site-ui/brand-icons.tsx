// lucide-react has no brand marks; these are the usual single-path logos.
type IconProps = { className?: string };

const svgProps = {
  viewBox: "0 0 24 24",
  fill: "currentColor",
  "aria-hidden": true,
  focusable: false,
} as const;

export function FacebookIcon({ className = "size-5" }: IconProps) {
  return (
    <svg {...svgProps} className={className} aria-hidden="true">
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4A21 21 0 0 0 14.3 4c-2.3 0-3.8 1.4-3.8 4v2.5H8v3h2.5V21h3Z" />
    </svg>
  );
}

export function InstagramIcon({ className = "size-5" }: IconProps) {
  return (
    <svg {...svgProps} className={className} aria-hidden="true">
      <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM21 7.9c0-1.3-.4-2.5-1.3-3.5S17.4 3 16.1 3H7.9c-1.3 0-2.5.4-3.5 1.3S3 6.6 3 7.9v8.2c0 1.3.4 2.5 1.4 3.5.9.9 2.1 1.4 3.5 1.4h8.2c1.3 0 2.5-.5 3.5-1.4.9-.9 1.3-2.2 1.3-3.5V7.9Zm-1.8 8.2c0 .9-.3 1.7-.9 2.3-.6.6-1.4.9-2.3.9H7.9c-.9 0-1.7-.3-2.3-.9-.6-.6-.9-1.4-.9-2.3V7.9c0-.9.3-1.7.9-2.3.6-.6 1.4-.9 2.3-.9h8.2c.9 0 1.7.3 2.3.9.6.6.9 1.4.9 2.3v8.2Z" />
    </svg>
  );
}

export function WhatsAppIcon({ className = "size-5" }: IconProps) {
  return (
    <svg {...svgProps} className={className} aria-hidden="true">
      <path d="M17.5 14.4c-.3-.1-1.8-.9-2-1s-.5-.1-.7.1l-.9 1.2c-.2.2-.3.2-.6.1a8 8 0 0 1-4-3.5c-.3-.5.3-.5.9-1.6.1-.2 0-.4 0-.5l-.9-2.2c-.2-.6-.5-.5-.7-.5h-.6a1.1 1.1 0 0 0-.8.4 3.4 3.4 0 0 0-1 2.5 5.9 5.9 0 0 0 1.2 3.1 13.5 13.5 0 0 0 5.2 4.6c1.9.8 2.7.9 3.6.8.6-.1 1.8-.7 2-1.5.3-.7.3-1.3.2-1.5l-.9-.5ZM12 21.8a9.8 9.8 0 0 1-5-1.4l-.4-.2-3.7 1 1-3.6-.2-.4A9.8 9.8 0 1 1 12 21.8ZM12 .2A11.8 11.8 0 0 0 1.8 17.9L.2 23.8l6-1.6A11.8 11.8 0 1 0 12 .2Z" />
    </svg>
  );
}
