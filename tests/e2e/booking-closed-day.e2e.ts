import { expect, test } from "@playwright/test";
import { nextMonday, nextSunday } from "#tests/helpers/booking.ts";
import { openBookingDialog, openSite } from "./helpers/site";

// The booking dialog says at once that the chosen day is closed, before any Send: on a Sunday the time list is
// empty, and without a word a visitor could not tell why.
test("choosing a closed day in the booking dialog says so at once, in both languages; an open day clears it", async ({
  page,
}) => {
  for (const [path, words] of [
    [
      "/",
      {
        open: "Book a visit or a call",
        date: "Preferred date",
        closed: "We are closed that day; choose another date",
      },
    ],
    [
      "/ar",
      {
        open: "احجز زيارة أو مكالمة",
        date: "التاريخ المفضل",
        closed: "نحن مغلقون في ذلك اليوم؛ اختر تاريخاً آخر",
      },
    ],
  ] as const) {
    await openSite(page, path);
    const dialog = await openBookingDialog(page, words.open);
    await dialog.getByLabel(words.date).fill(nextSunday());
    await expect(dialog.getByText(words.closed)).toBeVisible();
    await expect(dialog.getByLabel(words.date)).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel(words.date).fill(nextMonday());
    await expect(dialog.getByText(words.closed)).toBeHidden();
  }
});
