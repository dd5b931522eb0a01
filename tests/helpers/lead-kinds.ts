import {
  appointments,
  contacts,
  newsletterSubscribers,
  productInquiries,
  products,
  quoteRequests,
  sampleRequests,
} from "#db/schema.ts";
import type { LeadSource } from "#shared/lead-source.ts";
import { booking } from "./booking";
import { sentByScript } from "./script-posts";
import type { TestApp } from "./test-app";

// The six kinds of lead, each with its REST path and its form's path (where the site's script posts), its stored
// rows and the desk's list and export of it, for the tests of where leads come from (docs/decisions/200). Needs the product below and BOOKING_SLOT_CAPACITY > 1.
export const napkin = {
  id: "napkin",
  slug: "napkin",
  name: "Dinner Napkin",
  description: "3-ply",
  category: "napkins",
};
export const addNapkin = ({ db }: TestApp) => void db.insert(products).values(napkin).run();

export const fairSource: LeadSource = {
  utmSource: "fair",
  utmMedium: "qr",
  utmCampaign: "2027",
  utmTerm: null,
  utmContent: null,
  gclid: false,
  fbclid: false,
  referrerHost: null,
  landingPage: "/",
  lang: "en",
};

const person = { email: "mona@example.com", phone: "+20 100 000 0000" };
export const inquiryBody = {
  ...person,
  productId: "napkin",
  contactName: "Mona Adel",
  businessType: "Hotel",
  quantity: "40 cartons",
  needByDate: "March",
};
const { productId: _, quantity: __, ...details } = inquiryBody;
export const quoteRequestBody = { ...details, lines: [{ productId: "napkin", quantity: "5 cartons" }] };

type Row = { source: unknown; sourceKey: string };
type Listed = { rows: Row[] };
export type LeadKind = {
  name: string;
  path: string;
  body: Record<string, unknown>;
  // The form's own path, where the site's script sends the same body (the path names the product, if any).
  form: string;
  rows: () => Row[];
  // The desk's list and CSV rows of this kind, filtered by a source key ("" for all); none for quote requests,
  // whose lines the inquiry list shows.
  listed?: (source: string) => Promise<Listed>;
  exported?: (source: string) => Promise<Row[]>;
};

export function leadKinds(t: TestApp): Array<LeadKind & { call: (input: unknown) => Promise<unknown> }> {
  const admin = () => t.adminCaller();
  // The desk's list and CSV rows of a kind whose router filters its `page` and `export` by the source alone.
  const desk = (router: "contacts" | "inquiries" | "samples") => ({
    listed: (source: string) => admin()[router].page({ source }),
    exported: (source: string) => admin()[router].export({ source }),
  });
  const kinds: LeadKind[] = [
    {
      name: "contact message",
      path: "/api/contact",
      form: "/contact",
      body: { name: "Mona", email: person.email, message: "Hello" },
      rows: () => t.db.select().from(contacts).all(),
      ...desk("contacts"),
    },
    {
      name: "product inquiry",
      path: "/api/product-inquiries",
      form: "/inquiry/napkin",
      body: inquiryBody,
      rows: () => t.db.select().from(productInquiries).all(),
      ...desk("inquiries"),
    },
    {
      name: "quote request",
      path: "/api/quote-requests",
      form: "/quote-list",
      body: quoteRequestBody,
      rows: () => t.db.select().from(quoteRequests).all(),
    },
    {
      name: "sample request",
      path: "/api/sample-requests",
      form: "/products/napkin/sample",
      body: {
        ...person,
        productId: "napkin",
        companyName: "Nile",
        contactPerson: "Mona",
        deliveryAddress: "Cairo",
        quantity: "2",
      },
      rows: () => t.db.select().from(sampleRequests).all(),
      ...desk("samples"),
    },
    {
      name: "booking",
      path: "/api/appointments",
      form: "/book",
      body: booking(),
      rows: () => t.db.select().from(appointments).all(),
      listed: (source) => admin().appointments.page({ source, status: "all" }),
      exported: (source) => admin().appointments.export({ source, status: "all" }),
    },
    {
      name: "newsletter sign-up",
      path: "/api/newsletter",
      form: "/newsletter",
      body: { email: person.email },
      rows: () => t.db.select().from(newsletterSubscribers).all(),
      listed: (source) => admin().newsletter.subscribers({ source }),
      exported: (source) => admin().newsletter.exportSubscribers({ source }),
    },
  ];
  return kinds.map((kind) => ({ ...kind, call: (input: unknown) => sentByScript(t, kind.form, input) }));
}
