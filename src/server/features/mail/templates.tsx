import { renderToStaticMarkup } from "react-dom/server";
import type { Lang } from "#shared/i18n/index.ts";
import { oneLine } from "./one-line";

// amount: the value is a sum of money, kept whole and left to right; its label (a quote's line) may then wrap.
export type Field = { label: string; value: string; amount?: boolean };
export type Rendered = { subject: string; html: string; text: string };

const box = { fontFamily: "Arial, Helvetica, sans-serif", color: "#1f2937", maxWidth: 600 } as const;
const cell = { padding: "4px 8px", verticalAlign: "top", borderBottom: "1px solid #e5e7eb" } as const;

function Fields({ fields }: { fields: Field[] }) {
  return (
    <table cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse", width: "100%" }}>
      <tbody>
        {fields.map((f) => (
          <tr key={f.label}>
            <th style={{ ...cell, textAlign: "start", whiteSpace: f.amount ? "normal" : "nowrap" }}>
              {f.label}
            </th>
            <td
              dir={f.amount ? "ltr" : undefined}
              style={{ ...cell, whiteSpace: f.amount ? "nowrap" : "pre-wrap" }}
            >
              {f.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Page({ lang, title, children }: { lang: Lang; title: string; children: React.ReactNode }) {
  const dir = lang === "ar" ? "rtl" : "ltr";
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body dir={dir} style={box}>
        {children}
      </body>
    </html>
  );
}

// React escapes every value it renders, so visitor text can never become markup.
const toHtml = (node: React.ReactElement) => `<!doctype html>${renderToStaticMarkup(node)}`;
const toText = (intro: string[], fields: Field[], outro: string[]) =>
  [
    ...intro,
    ...(fields.length > 0 ? ["", ...fields.map((f) => `${f.label}: ${f.value}`)] : []),
    "",
    ...outro,
  ].join("\n");

const noAddress =
  "Sign in to the admin to see it. This email has no link because the site's address is not set yet: set it in the admin's Settings.";

export function ownerAlert(input: {
  subject: string;
  intro: string;
  fields: Field[];
  // Absent until the site's address is known (docs/decisions/180): the alert then says where to set it.
  link: string | undefined;
}): Rendered {
  const subject = oneLine(input.subject);
  const html = toHtml(
    <Page lang="en" title={subject}>
      <p>{input.intro}</p>
      <Fields fields={input.fields} />
      <p>{input.link ? <a href={input.link}>Open it in the admin</a> : noAddress}</p>
    </Page>,
  );
  return {
    subject,
    html,
    text: toText([input.intro], input.fields, [
      input.link ? `Open it in the admin: ${input.link}` : noAddress,
    ]),
  };
}

export type Confirmation = {
  lang: Lang;
  subject: string;
  greeting: string;
  intro: string;
  fields: Field[];
  contactLine: string;
  phone: string;
  chatLabel: string;
  // No link when the stored chat number cannot make one (docs/decisions/020).
  chatLink?: string;
  signature: string;
  // The one thing to open (a quote's page), shown under the fields.
  link?: { label: string; href: string };
};

export function visitorConfirmation(c: Confirmation): Rendered {
  const subject = oneLine(c.subject);
  const html = toHtml(
    <Page lang={c.lang} title={subject}>
      <p>{c.greeting}</p>
      <p>{c.intro}</p>
      {c.fields.length > 0 && <Fields fields={c.fields} />}
      {c.link && (
        <p>
          <a href={c.link.href} style={{ fontWeight: "bold" }}>
            {c.link.label}
          </a>
        </p>
      )}
      <p>
        {c.contactLine} <span dir="ltr">{c.phone}</span>
        {c.chatLink && (
          <>
            {" · "}
            <a href={c.chatLink}>{c.chatLabel}</a>
          </>
        )}
      </p>
      <p>{c.signature}</p>
    </Page>,
  );
  const text = toText([c.greeting, "", c.intro], c.fields, [
    ...(c.link ? [`${c.link.label}: ${c.link.href}`, ""] : []),
    `${c.contactLine} ${c.phone}`,
    ...(c.chatLink ? [`${c.chatLabel}: ${c.chatLink}`] : []),
    "",
    c.signature,
  ]);
  return { subject, html, text };
}

type Letter = {
  lang: Lang;
  subject: string;
  // Already safe HTML: sanitised Markdown (core/markdown.ts) or built here from escaped text.
  bodyHtml: string;
  bodyText: string;
  link?: { label: string; href: string };
  footer: { text: string; linkLabel: string; href: string };
};

// A newsletter mail: the confirmation request or a campaign, always with its way out at the bottom.
export function letter(l: Letter): Rendered {
  const subject = oneLine(l.subject);
  const html = toHtml(
    <Page lang={l.lang} title={subject}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the body is sanitised before it gets here. */}
      <div dangerouslySetInnerHTML={{ __html: l.bodyHtml }} />
      {l.link && (
        <p>
          <a href={l.link.href} style={{ fontWeight: "bold" }}>
            {l.link.label}
          </a>
        </p>
      )}
      <hr style={{ border: 0, borderTop: "1px solid #e5e7eb", margin: "24px 0 12px" }} />
      <p style={{ fontSize: 12, color: "#4b5563" }}>
        {l.footer.text} <a href={l.footer.href}>{l.footer.linkLabel}</a>
      </p>
    </Page>,
  );
  const link = l.link ? ["", `${l.link.label}: ${l.link.href}`] : [];
  const text = [
    l.bodyText,
    ...link,
    "",
    "--",
    `${l.footer.text} ${l.footer.linkLabel}: ${l.footer.href}`,
  ].join("\n");
  return { subject, html, text };
}
