import { Database } from "bun:sqlite";
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { join } from "node:path";
import { isUploadId } from "#server/core/object-path.ts";
import { uploadsDir } from "../uploads/service";
import {
  backupFormat,
  backupFormatVersion,
  databaseName,
  type Manifest,
  manifestName,
  migrationOf,
  uploadsPrefix,
} from "./manifest";
import { type BackupFile, backupName, backupsDir } from "./store";
import { hashFile, writeTarGz } from "./tar-gz";

type Source = { sqlite: Database; dataDir: string; now?: () => number };

const storedUploads = (dataDir: string) => {
  const dir = uploadsDir(dataDir);
  return existsSync(dir) ? readdirSync(dir).filter(isUploadId).sort() : [];
};

// An upload's row is committed a moment before its file is renamed into place (uploads/service.ts); a snapshot
// taken in that moment by another process waits for the file rather than miss it.
async function uploadsOf(snapshot: Database, dataDir: string) {
  const rows = snapshot.query<{ id: string }, []>("SELECT id FROM uploads").all();
  let files = storedUploads(dataDir);
  for (let tries = 0; tries < 20 && rows.some((r) => !files.includes(r.id)); tries++) {
    await Bun.sleep(50);
    files = storedUploads(dataDir);
  }
  return files;
}

function durable(file: string) {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

// A hard link fails instead of replacing a backup made in the same second (by the server and `bun run backup` at
// once); a volume without hard links gets a rename after a look, which is as good outside that race.
function claimName(from: string, to: string) {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
    if (existsSync(to)) return false;
    renameSync(from, to);
    return true;
  }
}

// One archive (tar.gz) of a consistent snapshot of the database and every upload, with a manifest of checksums
// (docs/decisions/105). Written under a dot-name first and linked into place, so the folder never shows a
// half-written backup and two backups in the same second get different names.
export async function createBackup({
  sqlite,
  dataDir,
  now = Date.now,
}: Source): Promise<BackupFile & { path: string }> {
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(join(dir, ".work-"));
  try {
    // Whole seconds, as the archive's name records it.
    const at = new Date(Math.floor(now() / 1000) * 1000);
    const snapshotFile = join(work, databaseName);
    // VACUUM INTO reads the database in one read transaction: every write committed before it starts, none after.
    sqlite.run("VACUUM INTO ?", [snapshotFile]);
    const snapshot = new Database(snapshotFile, { readonly: true });
    const ids = await uploadsOf(snapshot, dataDir).finally(() => snapshot.close());

    const files = [
      { name: databaseName, file: snapshotFile },
      ...ids.map((id) => ({ name: `${uploadsPrefix}${id}`, file: join(uploadsDir(dataDir), id) })),
    ];
    // One file at a time: a thousand uploads must not mean a thousand open files.
    const hashed = [];
    for (const f of files) hashed.push({ ...f, ...(await hashFile(f.file)) });
    const manifest: Manifest = {
      format: backupFormat,
      formatVersion: backupFormatVersion,
      app: "tissue-site",
      createdAt: at.toISOString(),
      migration: migrationOf(snapshotFile),
      files: hashed.map((f) => ({ path: f.name, size: f.size, sha256: f.sha256 })),
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    const archive = join(work, "archive.tar.gz");
    // The manifest comes first, so a reader knows what to expect before the files.
    await writeTarGz(
      archive,
      [{ name: manifestName, size: manifestBytes.length, bytes: manifestBytes }, ...hashed],
      at.getTime(),
    );
    durable(archive);
    const size = statSync(archive).size;
    for (let attempt = 1; attempt < 1000; attempt++) {
      const name = backupName(at, attempt);
      if (claimName(archive, join(dir, name))) {
        return { name, path: join(dir, name), size, createdAt: at.toISOString() };
      }
    }
    throw new Error(`A thousand backups in ${at.toISOString()}: none was written`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
