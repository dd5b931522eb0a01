// How `bun run compile` bundles the server (compile.ts adds the executable's name); a test bundles the same way to
// see which modules the executable reads at start (executable-build.test.ts).
const server = `${import.meta.dir}/../../src/server`;

export const executableBuild = {
  // Each worker (the quote PDF's, the products CSV's) is its own entry point: a compiled executable starts a Worker
  // only from a bundled entry (src/server/paths.ts workerEntry).
  entrypoints: [
    `${server}/executable.ts`,
    `${server}/features/quote-documents/render-worker.ts`,
    `${server}/features/product-csv/csv-worker.ts`,
  ],
  minify: true,
  // Each `import()` target is a module of its own inside the executable, read and parsed when first imported: the
  // admin's screens (which the server never renders) and the packages only rare actions use stay out of the
  // memory of a server that never needs them (docs/decisions/096).
  splitting: true,
  // Packages' ES module builds, as Vite takes for the browser: lucide-react lists its CommonJS build under
  // "node" before "import", and that build is every icon (660 kB more to parse, 40 ms more at each start).
  conditions: ["module"],
  // The client's components import their CSS for Vite; the server renders them and never reads it.
  loader: { ".css": "text" },
} satisfies Partial<Bun.BuildConfig>;
