import MagicString from "magic-string";

// React's packages are CommonJS, which the bundler wraps as `__commonJSMin(((exports) => { … }))`. V8 pre-parses a
// parenthesised arrow and, when it is called (at once, here), parses it again in full; a parenthesised `function`
// it compiles in one pass. For React's DOM runtime that second parse was 35-42 ms of one task at 4x CPU, the
// longest while React wakes (docs/decisions/050). The wrapper uses neither `this` nor `arguments`, so the two
// forms mean the same.
const wrapper = /__commonJSMin\(\(\((exports(?:, module)?)\) => \{/g;

export const eagerCommonJs = {
  name: "eager-commonjs",
  renderChunk(code: string) {
    if (!code.includes("__commonJSMin(")) return null;
    const out = new MagicString(code);
    out.replaceAll(wrapper, "__commonJSMin((function($1) {");
    return { code: out.toString(), map: out.generateMap({ hires: true }) };
  },
};
