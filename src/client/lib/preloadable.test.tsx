import { describe, expect, test } from "bun:test";
import { Suspense } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { preloadable } from "./preloadable";

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const shown = (element: React.ReactNode) =>
  renderToStaticMarkup(<Suspense fallback={<p>Waiting</p>}>{element}</Suspense>);

describe("preloadable", () => {
  test("a component not loaded yet waits behind its fallback, as React.lazy does", () => {
    const { Component } = preloadable(async () => Greeting);
    expect(shown(<Component name="Amal" />)).toBe("<p>Waiting</p>");
  });

  test("once preloaded, its first render shows it at once, with no fallback", async () => {
    const { Component, preload } = preloadable(async () => Greeting);
    await preload();
    expect(shown(<Component name="Amal" />)).toBe("<p>Hello Amal</p>");
  });

  test("the module is loaded once, however often it is preloaded", async () => {
    let loads = 0;
    const { preload } = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    await Promise.all([preload(), preload()]);
    await preload();
    expect(loads).toBe(1);
  });
});
