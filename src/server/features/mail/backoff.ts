const minute = 60_000;
const hour = 60 * minute;

// About 1 min, 5 min, 30 min, 2 h, then every 6 h: the last try falls just before three days after the first.
const firstDelays = [minute, 5 * minute, 30 * minute, 2 * hour];
const laterDelay = 6 * hour;
const giveUpAfterMs = 72 * hour;

// The wait before the next try after `attempts` failed ones, or null once trying again would pass three days.
export function nextDelay(attempts: number): number | null {
  let elapsed = 0;
  for (let i = 0; i < attempts; i++) elapsed += firstDelays[i] ?? laterDelay;
  const delay = firstDelays[attempts - 1] ?? laterDelay;
  return elapsed > giveUpAfterMs ? null : delay;
}
