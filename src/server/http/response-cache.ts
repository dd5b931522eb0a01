import { AppError } from "#server/core/errors.ts";
import type { Gate } from "#server/core/gate.ts";
import type { Db } from "../db";
import { compressInStages, type StagedBody } from "./compression";
import { type PublicData, PublicVersion } from "./public-version";

type Entry = { body: StagedBody; version: number };
// Every cache's renders, counted: while one runs, some request may be answered with the stale body it replaces,
// so the answer memo (answer-memo.ts) keeps nothing made meanwhile.
export const renderActivity = { started: 0, running: 0 };
const isShed = (error: unknown) => error instanceof AppError && error.status === 503;

// Public answers (rendered pages, public API lists), kept until the public data they were built from changes.
// - Only writes a visitor can see move the counters: a contact message, an inquiry or a login keep every entry.
// - Concurrent misses for one key share one render (single flight), and renders are bounded by a gate.
// - While a fresh answer is being made, the stale one keeps being served, except to the request that found it
//   stale: that one waits, so an owner who saves and reloads sees the edit.
// Keys never include the Host header: one entry per page, whoever asks (see docs/decisions/055).
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<StagedBody | undefined>>();
  private readonly version: PublicVersion;

  constructor(
    db: Db,
    data: PublicData[],
    private readonly renders: Gate,
    private readonly maxEntries = 32,
  ) {
    this.version = new PublicVersion(db, data);
  }

  // render answers undefined for what must not be kept (an error answer); get then answers undefined too.
  async get(key: string, render: () => Promise<string>): Promise<StagedBody>;
  async get(key: string, render: () => Promise<string | undefined>): Promise<StagedBody | undefined>;
  async get(key: string, render: () => Promise<string | undefined>): Promise<StagedBody | undefined> {
    const version = this.version.current();
    const known = this.entries.get(key);
    if (known?.version === version) return known.body;
    const running = this.rendering.get(key);
    if (running) return known?.body ?? running;
    const fresh = this.refresh(key, version, render);
    this.rendering.set(key, fresh);
    // When the render gate sheds this render, the stale answer is still better than a 503.
    return known ? fresh.catch((error) => (isShed(error) ? known.body : Promise.reject(error))) : fresh;
  }

  // Stored under the version read before rendering: the render saw at least that data, and a write that lands
  // meanwhile moves the counter past it, so the next request renders again.
  private async refresh(key: string, version: number, render: () => Promise<string | undefined>) {
    renderActivity.started++;
    renderActivity.running++;
    try {
      const body = await this.renders.run(async () => {
        const text = await render();
        return text === undefined ? undefined : compressInStages(text);
      });
      if (body) {
        if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, { body, version });
      }
      return body;
    } finally {
      renderActivity.running--;
      this.rendering.delete(key);
    }
  }
}
