import { expect, test } from "bun:test";
import { eagerCommonJs } from "./eager-commonjs";

test("the CommonJS wrappers become parenthesised functions, with a source map of the change", () => {
  const chunk = [
    'import { rt as __commonJSMin } from "./index.js";',
    "var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {",
    "\texports.a = 1;",
    "}));",
    "var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {",
    "\tmodule.exports = require_a();",
    "}));",
    "const arrow = ((x) => x);",
  ].join("\n");
  const out = eagerCommonJs.renderChunk(chunk);
  if (!out) throw new Error("nothing was rewritten");
  expect(out.code.split("\n")).toEqual([
    'import { rt as __commonJSMin } from "./index.js";',
    "var require_a = /* @__PURE__ */ __commonJSMin((function(exports) {",
    "\texports.a = 1;",
    "}));",
    "var require_b = /* @__PURE__ */ __commonJSMin((function(exports, module) {",
    "\tmodule.exports = require_a();",
    "}));",
    "const arrow = ((x) => x);",
  ]);
  expect(out.map.mappings.split(";")).toHaveLength(8);
  expect(eagerCommonJs.renderChunk("export const a = 1;")).toBeNull();
});
