import { describe, expect, test } from "bun:test";
import { unsavedWork } from "./unsaved-work";

const watched = () => {
  const log: string[] = [];
  const work = unsavedWork({ start: () => log.push("start"), stop: () => log.push("stop") });
  let asked = 0;
  const ask = (answer: boolean) => () => {
    asked += 1;
    return answer;
  };
  return { log, work, ask, asked: () => asked };
};

describe("unsavedWork", () => {
  test("with nothing held, leaving does not ask", () => {
    const { work, ask, asked } = watched();
    expect(work.mayLeave(ask(false))).toBe(true);
    expect(asked()).toBe(0);
  });

  test("while an editor holds work, leaving asks and follows the answer", () => {
    const { work, ask, asked } = watched();
    work.hold();
    expect(work.mayLeave(ask(false))).toBe(false);
    expect(work.mayLeave(ask(true))).toBe(true);
    expect(asked()).toBe(2);
  });

  test("two editors holding work watch the page once and ask once", () => {
    const { log, work, ask, asked } = watched();
    const releaseFirst = work.hold();
    const releaseSecond = work.hold();
    expect(log).toEqual(["start"]);
    expect(work.mayLeave(ask(false))).toBe(false);
    expect(asked()).toBe(1);
    releaseFirst();
    expect(log).toEqual(["start"]);
    releaseSecond();
    expect(log).toEqual(["start", "stop"]);
    expect(work.mayLeave(ask(false))).toBe(true);
  });

  test("a release called twice does not stop the watch of another holder", () => {
    const { log, work } = watched();
    const release = work.hold();
    work.hold();
    release();
    release();
    expect(log).toEqual(["start"]);
  });
});
