import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server on 127.0.0.1 for tests: it keeps every message it accepts, parsed. `refuse` answers the
// DATA of the next messages with a 5xx; `holdNext()` leaves one unanswered; `down()` and `up()` close and reopen
// the port.
export async function smtpSink(port = 0) {
  const received: ParsedMail[] = [];
  let refuse: string | undefined;
  let holding = false;
  let onHeld: (() => void) | undefined;
  const waiters: Array<() => void> = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 50,
      onData(stream, _session, callback) {
        if (holding) {
          stream.resume();
          stream.on("end", () => onHeld?.());
          return;
        }
        simpleParser(stream).then((mail) => {
          if (refuse) return callback(Object.assign(new Error(refuse), { responseCode: 550 }));
          received.push(mail);
          for (const w of waiters.splice(0)) w();
          callback();
        }, callback);
      },
    });
  let server = make();
  const listen = (p: number) =>
    new Promise<number>((resolve) => {
      server.listen(p, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
    });
  const boundPort = await listen(port);
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    refuseWith(text: string | undefined) {
      refuse = text;
    },
    // The next message's DATA is read but never answered, as if the server hung mid-send; resolves once it is.
    holdNext() {
      holding = true;
      return new Promise<void>((resolve) => {
        onHeld = resolve;
      });
    },
    release() {
      holding = false;
    },
    async until(count: number) {
      while (received.length < count) await new Promise<void>((r) => waiters.push(r));
      return received;
    },
    down: () => new Promise<void>((r) => server.close(() => r())),
    async up() {
      server = make();
      await listen(boundPort);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof smtpSink>>;
