// bun run compile [outfile]: the server as one executable (default ./tissue-site). It finds dist/ and
// db/migrations/ beside itself (src/server/paths.ts), so ship those next to it, as the Dockerfile does.
import { executableBuild } from "./executable-build";

const outfile = process.argv[2] ?? "tissue-site";
const result = await Bun.build({ ...executableBuild, compile: { outfile } });
if (!result.success) {
  for (const log of result.logs) console.error(log);
  process.exit(1);
}
console.log(`compiled ${outfile}`);
