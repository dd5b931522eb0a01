import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { isoBase64URL, isoCBOR, isoUint8Array } from "@simplewebauthn/server/helpers";

// A passkey made with node:crypto (ES256), answering the server's options as a browser and authenticator would,
// so tests can drive both ceremonies through the real verification. `origin` stands for the page's origin.
const b64 = (bytes: Uint8Array<ArrayBuffer>) => isoBase64URL.fromBuffer(bytes);
const utf8 = (text: string) => isoUint8Array.fromUTF8String(text);
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash("sha256").update(data).digest());
// Big-endian, as authenticator data writes its counter (4 bytes) and credential ID length (2 bytes).
const uint = (value: number, bytes: 2 | 4) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out.slice(4 - bytes);
};
// Authenticator data flags: user present, user verified, attested credential data included.
const present = 0x01;
const verified = 0x04;
const attested = 0x40;

export class SoftAuthenticator {
  readonly rawId = crypto.getRandomValues(new Uint8Array(16));
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  private userHandle: string | undefined;
  counter = 0;

  constructor(private readonly rpID = "localhost") {}

  get id() {
    return b64(this.rawId);
  }

  register(options: { challenge: string; user: { id: string } }, origin = "http://localhost") {
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? "")],
        [-3, isoBase64URL.toBuffer(jwk.y ?? "")],
      ]),
    );
    const authData = isoUint8Array.concat([
      sha256(this.rpID),
      Uint8Array.of(present | verified | attested),
      uint(this.counter, 4),
      new Uint8Array(16),
      uint(this.rawId.length, 2),
      this.rawId,
      coseKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    const clientData = { type: "webauthn.create", challenge: options.challenge, origin, crossOrigin: false };
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64(utf8(JSON.stringify(clientData))),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  signIn(options: { challenge: string }, origin = "http://localhost") {
    this.counter += 1;
    const authenticatorData = isoUint8Array.concat([
      sha256(this.rpID),
      Uint8Array.of(present | verified),
      uint(this.counter, 4),
    ]);
    const clientData = utf8(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin, crossOrigin: false }),
    );
    const signed = isoUint8Array.concat([authenticatorData, sha256(clientData)]);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authenticatorData),
        signature: b64(new Uint8Array(sign("sha256", signed, this.keys.privateKey))),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
