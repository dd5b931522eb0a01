// The owner's backup key (docs/decisions/105): 32 random bytes that seal every copy sent to the bucket. Written for a
// person as 24 English words (BIP-39: its last word carries a checksum, so a mistyped or swapped word is found rather
// than making a wrong key), or as 64 hex digits for whoever makes their own (`openssl rand -hex 32`).
export const backupKeyBytes = 32;

// The word list and its checksum load only when a key is read or written, never at start (docs/decisions/096).
const bip39 = () => {
  const { entropyToMnemonic, mnemonicToEntropy } = require("@scure/bip39") as typeof import("@scure/bip39");
  const { wordlist } =
    require("@scure/bip39/wordlists/english.js") as typeof import("@scure/bip39/wordlists/english.js");
  return { wordlist, entropyToMnemonic, mnemonicToEntropy };
};

export const newBackupKey = () => crypto.getRandomValues(new Uint8Array(backupKeyBytes));

export function backupKeyWords(key: Uint8Array): string {
  const { entropyToMnemonic, wordlist } = bip39();
  return entropyToMnemonic(key, wordlist);
}

// The key in its words (any case, spaces, commas or line breaks between them) or hex digits; undefined when it is
// neither, or a word is wrong.
export function parseBackupKey(text: string): Uint8Array<ArrayBuffer> | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Uint8Array.from(Buffer.from(trimmed, "hex"));
  const words = trimmed
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length !== 24) return undefined;
  const { mnemonicToEntropy, wordlist } = bip39();
  try {
    return Uint8Array.from(mnemonicToEntropy(words.join(" "), wordlist));
  } catch {
    return undefined;
  }
}
