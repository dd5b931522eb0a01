import { expect, spyOn, test } from "bun:test";
import { keepFirstTouch } from "./first-touch";
import { sendForm } from "./form-post";
import { FormRefused, httpErrorMessage } from "./http-error";

// A form once React runs posts its values to its own action as JSON, asking for JSON, with the page's first touch
// (first-touch.ts, read once); a refusal is the server's status and message.
test("a form's values go to its action as JSON with the first touch; a refusal keeps status and message", async () => {
  Object.assign(globalThis, {
    location: new URL("https://tissue.example/?utm_source=fair&utm_campaign=2027"),
    document: { referrer: "" },
  });
  keepFirstTouch();
  Object.assign(globalThis, { location: new URL("https://tissue.example/products/napkin") });
  keepFirstTouch();
  const answers = [
    Response.json({ ok: true }, { status: 202 }),
    Response.json({ message: "This time is fully booked" }, { status: 409 }),
  ];
  const reply = (async () => answers.shift()) as unknown as typeof fetch;
  using fetchSpy = spyOn(globalThis, "fetch").mockImplementation(reply);
  await sendForm("/ar/newsletter", { email: "a@example.com" });
  const refused = await sendForm("/book", { time: "10:00" }).catch((error: unknown) => error);
  for (const name of ["location", "document"]) Reflect.deleteProperty(globalThis, name);

  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  expect(url).toBe("/ar/newsletter");
  expect(init?.method).toBe("POST");
  expect(init?.headers).toEqual({ accept: "application/json", "content-type": "application/json" });
  const body = JSON.parse(String(init?.body));
  expect(body).toMatchObject({ email: "a@example.com" });
  expect(body.source).toMatchObject({ utmSource: "fair", utmCampaign: "2027", landingPage: "/" });
  expect(fetchSpy.mock.calls[1]?.[0]).toBe("/book");
  expect(refused).toBeInstanceOf(FormRefused);
  expect(refused).toMatchObject({ status: 409, message: "This time is fully booked" });
  expect(httpErrorMessage(refused)).toBe("409: This time is fully booked");
  expect(httpErrorMessage(new FormRefused(429, ""))).toBe("429: Too Many Requests");
});
