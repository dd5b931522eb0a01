import { and, desc, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import { productInquiries, products, quoteRequests, quotes } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError } from "#server/core/errors.ts";
import type { Conn, Db } from "#server/db.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { validationMessages } from "#shared/i18n/validation.ts";
import { storedSource } from "#shared/lead-source.ts";
import { productName } from "#shared/product-text.ts";
import type { QuoteRequestData } from "#shared/quotes.ts";
import type { MailContext } from "../mail/notify";
import { nextNumber } from "./numbering";
import { notifyRequest } from "./request-mail";

// A buyer's quote list sent once (docs/decisions/161): one request, and each line stored as a product inquiry
// carrying the request's id, so the spec's inquiry screens, API and exports show every line. The request, its
// lines and both mails are written in one transaction; an unknown or hidden product stores nothing.
export const sendRequest = (deps: Deps, { data, mail }: { data: QuoteRequestData; mail: MailContext }) =>
  deps.db.transaction((tx) => fileRequest(tx, data, mail));

// The request filed inside the caller's transaction: also used to ask again from an expired quote (renewal.ts).
export function fileRequest(tx: Conn, data: QuoteRequestData, mail: MailContext) {
  const lang: Lang = mail.lang;
  const ids = [...new Set(data.lines.map((line) => line.productId))];
  const active = new Map(
    tx
      .select({ id: products.id, name: products.name, nameAr: products.nameAr })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.active, true)))
      .all()
      .map((p) => [p.id, p]),
  );
  const unknown = data.lines.findIndex((line) => !active.has(line.productId));
  if (unknown >= 0) {
    const message = validationMessages[lang].productUnavailable;
    throw new AppError(400, message, [{ path: `lines.${unknown}.productId`, message }]);
  }
  const request = tx
    .insert(quoteRequests)
    .values({
      reference: nextNumber(tx, "R", mail.now),
      contactName: data.contactName,
      email: data.email,
      phone: data.phone,
      businessType: data.businessType,
      needByDate: data.needByDate,
      notes: data.additionalNotes,
      lang,
      ...storedSource(data.source),
    })
    .returning()
    .get();
  const lines = data.lines.map((line) => {
    const product = active.get(line.productId);
    return {
      productId: line.productId,
      productName: product?.name ?? "",
      shownName: product ? productName(product, lang) : "",
      quantity: line.quantity,
    };
  });
  tx.insert(productInquiries)
    .values(
      lines.map((line) => ({
        productId: line.productId,
        productName: line.productName,
        quantity: line.quantity,
        contactName: data.contactName,
        email: data.email,
        phone: data.phone,
        businessType: data.businessType,
        needByDate: data.needByDate,
        additionalNotes: data.additionalNotes,
        requestId: request.id,
        lang,
        ...storedSource(data.source),
      })),
    )
    .run();
  notifyRequest(tx, mail, request, lines);
  return { id: request.id, reference: request.reference, lines: lines.length };
}

// Quote lists that no quote answers yet, newest first, each with its lines: the owner prices them from here.
export function openRequests(db: Db) {
  const priced = db.select({ id: quotes.requestId }).from(quotes).where(isNotNull(quotes.requestId));
  const requests = db
    .select()
    .from(quoteRequests)
    .where(notInArray(quoteRequests.id, priced))
    .orderBy(desc(quoteRequests.createdAt))
    .limit(50)
    .all();
  const lines = requests.length
    ? db
        .select({
          id: productInquiries.id,
          requestId: productInquiries.requestId,
          productName: productInquiries.productName,
          quantity: productInquiries.quantity,
        })
        .from(productInquiries)
        .where(
          inArray(
            productInquiries.requestId,
            requests.map((r) => r.id),
          ),
        )
        .all()
    : [];
  return requests.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    lines: lines.filter((l) => l.requestId === r.id).map(({ requestId: _, ...line }) => line),
  }));
}
