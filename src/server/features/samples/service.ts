import { sampleRequests } from "#db/schema.ts";
import { AppError } from "#server/core/errors.ts";
import type { Db } from "#server/db.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { validationMessages } from "#shared/i18n/validation.ts";
import { storedSource } from "#shared/lead-source.ts";
import { productName } from "#shared/product-text.ts";
import type { SampleRequestData } from "#shared/sample-request.ts";
import { apiShape } from "../desk/api-shape";
import type { MailContext } from "../mail/notify";
import { findActive } from "../products/service";
import { notifySample } from "./mail";

type Row = typeof sampleRequests.$inferSelect;
type Hidden = "createdAt" | "archivedAt" | "lang" | "source" | "sourceKey";
export type SampleRequest = Omit<Row, Hidden> & { createdAt: string };

const toRequest = (row: Row): SampleRequest => apiShape(row, ["archivedAt", "lang", "source", "sourceKey"]);

// Only an active product takes sample requests, as with inquiries (docs/decisions/010); its name is copied from
// the catalogue. The request and its mails are stored in one transaction (docs/decisions/080).
export function request(db: Db, data: SampleRequestData, mail: MailContext, lang: Lang = mail.lang) {
  const product = findActive(db, data.productId);
  if (!product) {
    const message = validationMessages[lang].productUnavailable;
    throw new AppError(400, message, [{ path: "productId", message }]);
  }
  const stored = db.transaction((tx) => {
    const row = tx
      .insert(sampleRequests)
      .values({
        productId: product.id,
        productName: product.name,
        companyName: data.companyName,
        contactPerson: data.contactPerson,
        email: data.email,
        phone: data.phone,
        deliveryAddress: data.deliveryAddress,
        quantity: data.quantity,
        note: data.note,
        lang: mail.lang,
        ...storedSource(data.source),
      })
      .returning()
      .get();
    notifySample(tx, mail, row, productName(product, mail.lang));
    return row;
  });
  return toRequest(stored);
}
