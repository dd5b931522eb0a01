import { config } from "zod/v4/core";

// Zod probes `new Function` to speed up parsing; our CSP forbids eval, so the probe would only log a violation.
// main.tsx imports this first, before any schema is built.
config({ jitless: true });
