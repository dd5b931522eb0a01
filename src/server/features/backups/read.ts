import { existsSync, statSync } from "node:fs";
import { basename } from "node:path";
import { type Manifest, manifestName, manifestSchema, newestKnownMigration, sha256 } from "./manifest";

// The one error a refused restore ends with: it names the archive, says why, and that nothing was changed.
export class RestoreRefused extends Error {}

export type VerifiedBackup = { manifest: Manifest; files: Map<string, Uint8Array> };

// Reads an archive and checks everything before anything is written: the manifest says it is this site's backup,
// in a format and schema this code knows; every file it lists is there with its size and sha256; nothing else is.
export async function readBackup(file: string): Promise<VerifiedBackup> {
  const refuse = (why: string) =>
    new RestoreRefused(`${basename(file)} cannot be restored: ${why}. Nothing was changed.`);
  if (!existsSync(file) || !statSync(file).isFile()) throw refuse("there is no such file");
  let entries: Map<string, File>;
  try {
    entries = await new Bun.Archive(await Bun.file(file).bytes()).files();
  } catch {
    throw refuse("it is not a readable .tar.gz archive (damaged or cut short)");
  }
  const manifestFile = entries.get(manifestName);
  if (!manifestFile) throw refuse("it is not a backup of this site (it has no manifest.json)");
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await manifestFile.text()));
  } catch {
    throw refuse("it is not a backup of this site (its manifest.json is not one this site writes)");
  }
  if (manifest.migration.createdAt > newestKnownMigration()) {
    throw refuse(
      `it was made by a newer version of the site (schema ${manifest.migration.tag}): update the site first`,
    );
  }
  const listed = new Set(manifest.files.map((f) => f.path));
  if (listed.size !== manifest.files.length) throw refuse("its manifest lists a file twice");
  const extra = [...entries.keys()].find((path) => path !== manifestName && !listed.has(path));
  if (extra) throw refuse(`it holds ${extra}, which its manifest does not list`);
  const files = new Map<string, Uint8Array>();
  for (const f of manifest.files) {
    const entry = entries.get(f.path);
    if (!entry) throw refuse(`${f.path} is missing from it (cut short?)`);
    const bytes = await entry.bytes();
    if (bytes.length !== f.size || sha256(bytes) !== f.sha256)
      throw refuse(`${f.path} in it is damaged (its checksum does not match)`);
    files.set(f.path, bytes);
  }
  return { manifest, files };
}
