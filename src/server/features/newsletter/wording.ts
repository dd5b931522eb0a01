import type { Lang } from "#shared/i18n/index.ts";

// The subscriber's mail in their language; the subscribe, confirm and unsubscribe pages use src/shared/i18n.
export const newsletterWording: Record<
  Lang,
  { confirmSubject: string; confirmBody: string; confirmLink: string; footer: string; unsubscribe: string }
> = {
  en: {
    confirmSubject: "Please confirm your subscription",
    confirmBody:
      "Thank you for subscribing to our newsletter. Please confirm your address with the link below. If you did not ask for this, ignore this email and you will hear nothing more from us.",
    confirmLink: "Confirm my subscription",
    footer: "You receive this email because this address subscribed to our newsletter.",
    unsubscribe: "Unsubscribe",
  },
  ar: {
    confirmSubject: "يرجى تأكيد اشتراكك",
    confirmBody:
      "شكراً لاشتراكك في نشرتنا الإخبارية. يرجى تأكيد عنوان بريدك من الرابط أدناه. إن لم تطلب ذلك، فتجاهل هذه الرسالة ولن تصلك منا رسائل أخرى.",
    confirmLink: "تأكيد اشتراكي",
    footer: "تصلك هذه الرسالة لأن هذا العنوان مشترك في نشرتنا الإخبارية.",
    unsubscribe: "إلغاء الاشتراك",
  },
};
