import { Download } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog } from "#client/components/ui/dialog.tsx";

const fileName = "safa-tissue-backup-key.txt";

const fileText = (words: string) =>
  [
    "Safa Tissue: the key of the backup copies in your bucket.",
    "Without it no copy there can be read. Keep it off the website's server.",
    "",
    words,
    "",
    "To restore on a new server, give it as BACKUP_KEY with the bucket's settings:",
    `BACKUP_KEY="${words}"`,
    "",
  ].join("\n");

// The new key's 24 words, shown this once: the server never shows them again.
export function KeyWordsDialog({ words, onClose }: { words: string | undefined; onClose: () => void }) {
  const download = () => {
    if (!words) return;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([fileText(words)], { type: "text/plain" }));
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Dialog
      open={words !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title="Your backup key"
      description="Write these 24 words down or download them, and keep them somewhere other than this server. They are shown only now."
    >
      <ol
        aria-label="The key's words, in order"
        className="grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-4"
      >
        {(words ?? "").split(" ").map((word, index) => (
          // The same word may appear twice in a key; its place makes it unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: a word's place is its identity here
          <li key={index} className="flex gap-2">
            <span className="w-5 text-right text-slate-500">{index + 1}</span>
            {word}
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-600">
        To bring the site back on a new server you give these words as BACKUP_KEY, with the bucket's settings.
        Without them nothing in the bucket can be read, not even by us.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download as a file
        </Button>
        <Button type="button" onClick={onClose}>
          I have kept it safe
        </Button>
      </div>
    </Dialog>
  );
}
