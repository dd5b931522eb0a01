import { WhatsAppIcon } from "../components/site-ui/brand-icons";
import { chatLink, useSite } from "./site-context";

export function ChatButton() {
  const { t, text } = useSite();
  return (
    <a
      href={chatLink(text("contact_chat_number"))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("chatButton")}
      className="site-focus fixed right-5 bottom-5 z-30 flex size-14 items-center justify-center rounded-full bg-[#128c3e] text-white shadow-xl shadow-black/20 transition hover:scale-105 motion-reduce:transition-none sm:right-6 sm:bottom-6"
    >
      <WhatsAppIcon className="size-7" />
    </a>
  );
}
