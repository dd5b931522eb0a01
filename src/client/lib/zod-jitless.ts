import { config } from "zod/v4/core";

// Zod probes `new Function` to speed up parsing; our CSP forbids eval, so the probe would only log a violation.
// The entry (main.tsx) imports this, so it runs before the chunk that builds any schema is even loaded.
config({ jitless: true });
