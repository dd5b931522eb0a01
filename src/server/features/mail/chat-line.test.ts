import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { siteContent } from "#db/schema.ts";
import { seed } from "#db/seed.ts";
import { makeTestApp } from "#tests/helpers/test-app.ts";
import { companyContact } from "./notify";
import { visitorConfirmation } from "./templates";

// A chat number stored before the content checks (docs/decisions/020) gives a confirmation without a chat link,
// not one to `https://wa.me/`.
test("a stored chat number no link can be made of leaves the chat link out of the confirmation", async () => {
  const t = await makeTestApp({}, { prepare: ({ db }) => seed(db, { sampleData: false }) });
  t.db.update(siteContent).set({ value: "call me" }).where(eq(siteContent.key, "contact_chat_number")).run();
  const contact = companyContact(t.db, "en");
  expect(contact.chatLink).toBeUndefined();
  const mail = visitorConfirmation({
    ...contact,
    lang: "en",
    subject: "We received your message",
    greeting: "Hello",
    intro: "Thanks",
    fields: [],
    contactLine: "Questions? Call",
    chatLabel: "Chat with us",
  });
  expect(mail.html).not.toContain("wa.me");
  expect(mail.html).not.toContain("Chat with us");
  expect(mail.text).not.toContain("Chat with us");
  t.db.$client.close();
});
