import { describe, expect, test } from "bun:test";
import { Suspense } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { preloadable } from "./preloadable";

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
// A Suspense boundary around it, as React.lazy would need: its fallback must never be what is shown.
const shown = (element: React.ReactNode) =>
  renderToStaticMarkup(<Suspense fallback={<p>Waiting</p>}>{element}</Suspense>);

describe("preloadable", () => {
  test("a component not loaded yet renders nothing, not a Suspense fallback, and its render fetches it", async () => {
    let loads = 0;
    const { Component, preload } = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    expect(shown(<Component name="Amal" />)).toBe("");
    expect(loads).toBe(1);
    await preload();
    expect(shown(<Component name="Amal" />)).toBe("<p>Hello Amal</p>");
  });

  test("once preloaded, its first render shows it at once", async () => {
    const { Component, preload } = preloadable(async () => Greeting);
    await preload();
    expect(shown(<Component name="Amal" />)).toBe("<p>Hello Amal</p>");
  });

  test("the module is loaded once, however often it is preloaded or rendered", async () => {
    let loads = 0;
    const { Component, preload } = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    shown(<Component name="Amal" />);
    await Promise.all([preload(), preload()]);
    await preload();
    expect(loads).toBe(1);
  });

  test("a module that cannot be had is thrown on render, for the error boundary to show", async () => {
    const { Component, preload } = preloadable<{ name: string }>(() =>
      Promise.reject(new Error("chunk gone")),
    );
    await preload();
    expect(() => renderToStaticMarkup(<Component name="Amal" />)).toThrow("chunk gone");
  });
});
