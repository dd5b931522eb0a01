// Reads a calendar file with Python's icalendar (python3-icalendar), a parser other than the one that wrote it.
export function readCalendar(text: string) {
  const script = `
import json, sys, icalendar
cal = icalendar.Calendar.from_ical(sys.stdin.read())
event = next(c for c in cal.walk() if c.name == "VEVENT")
print(json.dumps({
  "method": str(cal.get("method")),
  "uid": str(event.get("uid")),
  "sequence": int(event.get("sequence")),
  "status": str(event.get("status")),
  "start": event.decoded("dtstart").isoformat(),
  "minutes": (event.decoded("dtend") - event.decoded("dtstart") if event.get("dtend") else event.decoded("duration")).total_seconds() / 60,
}))
`;
  const run = Bun.spawnSync(["/usr/bin/python3", "-c", script], { stdin: Buffer.from(text) });
  if (run.exitCode !== 0) throw new Error(run.stderr.toString());
  return JSON.parse(run.stdout.toString()) as {
    method: string;
    uid: string;
    sequence: number;
    status: string;
    start: string;
    minutes: number;
  };
}
