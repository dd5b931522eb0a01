import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { cssPiecesPlugin } from "./scripts/build/css-pieces.ts";
import { eagerCommonJs } from "./scripts/build/eager-commonjs.ts";

const api = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), eagerCommonJs, cssPiecesPlugin],
  // Source maps are published: Lighthouse asks for them, and they cost visitors nothing (fetched only by devtools).
  build: { outDir: "dist", manifest: true, emptyOutDir: true, sourcemap: true },
  server: { proxy: { "/api": api, "/trpc": api, "/objects": api, "/images": api } },
});
