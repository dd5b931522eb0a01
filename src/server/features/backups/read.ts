import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statfsSync,
  statSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { type Manifest, manifestName, manifestSchema, newestKnownMigration } from "./manifest";
import { readTarGz, TarUnreadable } from "./tar-read";

// The one error a refused restore ends with: it names the archive, says why, and that nothing was changed.
export class RestoreRefused extends Error {}

const manifestMaxBytes = 1_000_000;
// Left free after the staged copy, for the undo backup and for the site to go on writing.
const reserveBytes = 64 * 1024 * 1024;
const megabytes = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024).toLocaleString("en")} MB`;

// The manifest's sizes are what the archive will write (each entry is held to its listed size), so a small archive
// that unpacks to more than the disk can spare is refused before a byte of it is written (docs/decisions/182).
function checkRoom(manifest: Manifest, parent: string, refuse: (why: string) => RestoreRefused) {
  const declared = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const { bavail, bsize } = statfsSync(parent);
  const free = bavail * bsize;
  if (declared + reserveBytes > free) {
    throw refuse(
      `it unpacks to ${megabytes(declared)} and the disk has ${megabytes(free)} free (${megabytes(reserveBytes)} must stay free): make room first`,
    );
  }
}

function parseManifest(bytes: Buffer, refuse: (why: string) => RestoreRefused): Manifest {
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(bytes.toString("utf8")));
  } catch {
    throw refuse("it is not a backup of this site (its manifest.json is not one this site writes)");
  }
  if (manifest.migration.createdAt > newestKnownMigration()) {
    throw refuse(
      `it was made by a newer version of the site (schema ${manifest.migration.tag}): update the site first`,
    );
  }
  if (new Set(manifest.files.map((f) => f.path)).size !== manifest.files.length) {
    throw refuse("its manifest lists a file twice");
  }
  return manifest;
}

// Unpacks an archive into a new folder inside `parent`, checking everything on the way: the manifest (first in
// the archive) says it is this site's backup, in a format and schema this code knows; each entry is one the
// manifest lists, written only under its listed name, with the listed size and sha256; none is missing. Any
// doubt removes the folder and refuses, so nothing outside it was touched.
export async function unpackVerified(archive: string, parent: string) {
  const refuse = (why: string) =>
    new RestoreRefused(`${basename(archive)} cannot be restored: ${why}. Nothing was changed.`);
  if (!existsSync(archive) || !statSync(archive).isFile()) throw refuse("there is no such file");
  mkdirSync(parent, { recursive: true });
  const stage = mkdtempSync(join(parent, ".restore-"));
  let manifest: Manifest | undefined;
  const seen = new Set<string>();
  let openFile: number | undefined;
  try {
    await readTarGz(archive, (entry) => {
      if (!manifest) {
        if (entry.name !== manifestName || !entry.regular || entry.size > manifestMaxBytes) {
          throw refuse("it is not a backup of this site (it has no manifest.json)");
        }
        const parts: Uint8Array[] = [];
        return {
          write: (chunk) => parts.push(Buffer.from(chunk)),
          end: () => {
            manifest = parseManifest(Buffer.concat(parts), refuse);
            checkRoom(manifest, parent, refuse);
          },
        };
      }
      const listed = manifest.files.find((f) => f.path === entry.name);
      if (!listed || !entry.regular) throw refuse(`it holds ${entry.name}, which its manifest does not list`);
      if (seen.has(entry.name)) throw refuse(`it holds ${entry.name} twice`);
      seen.add(entry.name);
      const damaged = refuse(`${entry.name} in it is damaged (its checksum does not match)`);
      if (entry.size !== listed.size) throw damaged;
      const file = join(stage, listed.path);
      mkdirSync(dirname(file), { recursive: true });
      const fd = openSync(file, "wx");
      openFile = fd;
      const hasher = new Bun.CryptoHasher("sha256");
      return {
        write: (chunk) => {
          writeSync(fd, chunk);
          hasher.update(chunk);
        },
        end: () => {
          fsyncSync(fd);
          closeSync(fd);
          openFile = undefined;
          if (hasher.digest("hex") !== listed.sha256) throw damaged;
        },
      };
    });
    if (!manifest) throw refuse("it is not a backup of this site (it has no manifest.json)");
    const missing = manifest.files.find((f) => !seen.has(f.path));
    if (missing) throw refuse(`${missing.path} is missing from it (cut short?)`);
    return { manifest, stage };
  } catch (error) {
    if (openFile !== undefined) closeSync(openFile);
    rmSync(stage, { recursive: true, force: true });
    if (error instanceof TarUnreadable)
      throw refuse("it is not a readable .tar.gz archive (damaged or cut short)");
    throw error;
  }
}
