import type { Dialog, Page } from "@playwright/test";

// What the admin's editors ask (window.confirm) before typed work is thrown away (src/client/admin/lib/unsaved-guard.ts).
export const discardQuestion = "You have unsaved changes. Close without saving them?";
export const leaveQuestion = "You have unsaved changes. Leave this page without saving them?";

// Answers the next question the page asks and keeps its words.
export function answerNext(page: Page, accept: boolean) {
  const asked: string[] = [];
  page.once("dialog", (question) => {
    asked.push(question.message());
    void (accept ? question.accept() : question.dismiss());
  });
  return asked;
}

// Every question the page asks until `stop()`, each dismissed.
export function everyQuestion(page: Page) {
  const asked: string[] = [];
  const listener = (question: Dialog) => {
    asked.push(question.message());
    void question.dismiss();
  };
  page.on("dialog", listener);
  return { asked, stop: () => page.off("dialog", listener) };
}
