// bun run compile [outfile]: the server as one executable (default ./tissue-site). It finds dist/ and
// db/migrations/ beside itself (src/server/paths.ts), so ship those next to it, as the Dockerfile does.
const outfile = process.argv[2] ?? "tissue-site";
const result = await Bun.build({
  // The quote PDF worker is its own entry point: a compiled executable starts a Worker only from a bundled entry.
  entrypoints: [
    `${import.meta.dir}/../../src/server/executable.ts`,
    `${import.meta.dir}/../../src/server/features/quote-documents/render-worker.ts`,
  ],
  compile: { outfile },
  minify: true,
  // Packages' ES module builds, as Vite takes for the browser: lucide-react lists its CommonJS build under
  // "node" before "import", and that build is every icon (660 kB more to parse, 40 ms more at each start).
  conditions: ["module"],
  // The client's components import their CSS for Vite; the server renders them and never reads it.
  loader: { ".css": "text" },
});
if (!result.success) {
  for (const log of result.logs) console.error(log);
  process.exit(1);
}
console.log(`compiled ${outfile}`);
