/** What the order email and the e-ticket say, in one language (one file per language beside it). */
export interface SurfaceWords {
  subject: (reference: string) => string;
  preview: (reference: string) => string;
  heading: string;
  greeting: (name: string) => string;
  intro: string;
  reference: string;
  when: string;
  where: string;
  option: string;
  tourLanguage: string;
  pickup: string;
  delivery: string;
  tickets: string;
  fees: string;
  subtotal: string;
  total: string;
  generalAdmission: string;
  row: (row: string) => string;
  seat: (seat: string) => string;
  seatByVenue: string;
  ticketOf: (n: number, of: number) => string;
  scanAtEntry: string;
  footerNote: string;
  deliveryMethods: Record<number, { title: string; detail: string }>;
  deliveryUnknown: { title: string; detail: string };
}
