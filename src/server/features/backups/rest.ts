import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { recordRestAction, requireAdmin } from "#server/http/rest.ts";
import { backupFile } from "./service";

// A plain GET, so the browser downloads the archive itself (streamed, never held in memory here).
export const backupsRest = new Hono<AppEnv>().get("/admin/backups/:name", requireAdmin, (c) => {
  const name = c.req.param("name");
  const file = Bun.file(backupFile(c.get("deps").settings.DATA_DIR, name));
  recordRestAction(c, "backups.download", { name });
  return c.body(file.stream(), 200, {
    "content-type": "application/gzip",
    "content-length": String(file.size),
    "content-disposition": `attachment; filename="${name}"`,
  });
});
