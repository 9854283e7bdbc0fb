import type { PDFFont } from 'pdf-lib';
import { reverseChargeMention, type TaxTreatment } from '../../shared/tax.ts';

// The invoice as a PDF (pdf-lib, standard Helvetica: no font file to ship). The text is what French
// law asks of an invoice (art. 242 nonies A annexe II du CGI, L441-9 du Code de commerce).

export interface InvoiceParty {
  name: string;
  lines: string[];
  /** The seller's LEGAL_* settings left unset (development only): printed as a banner. */
  incomplete?: string[];
}

export interface InvoiceDocument {
  /** A credit note (« avoir ») is titled AVOIR and names the amounts it credits. */
  kind?: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  seller: InvoiceParty;
  buyer: InvoiceParty & { business: boolean };
  description: string;
  /** Lines under the description (a switch's proration: the new plan's share, the credit deducted). */
  details?: string[];
  periodStart: Date | null;
  periodEnd: Date | null;
  taxTreatment: TaxTreatment;
  /** Cents. */
  amountHt: number;
  amountTva: number;
  amountTtc: number;
  /** The rate applied, 0.2 (0 under reverse charge). */
  vatRate: number;
  paymentLine: string;
}

const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});
const cents = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** `25 novembre 2026`. */
export const invoiceDate = (date: Date) => longDate.format(date);
/** `1 234,50 €`, with spaces the PDF's standard font can draw (WinAnsi has no narrow no-break space). */
export const invoiceAmount = (amountCents: number) =>
  cents.format(amountCents / 100).replace(/\u202f/g, '\u00a0');

/** The legal mentions printed at the foot of every invoice (tests read them back from the PDF). */
export function invoiceMentions(doc: Pick<InvoiceDocument, 'buyer' | 'taxTreatment'>): string[] {
  return [
    ...(doc.taxTreatment === 'reverse_charge' ? [reverseChargeMention] : []),
    'Conditions de paiement : paiement comptant par carte bancaire à la souscription ou au renouvellement.',
    'Pas d’escompte pour paiement anticipé.',
    'En cas de retard de paiement : pénalités au taux de trois fois le taux d’intérêt légal (art. L441-10 du Code de commerce).',
    ...(doc.buyer.business
      ? [
          'Indemnité forfaitaire pour frais de recouvrement due par le professionnel en retard de paiement : 40 € (art. D441-5 du Code de commerce).',
        ]
      : []),
  ];
}

/** Splits a text into lines no wider than `width` at this font size. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  // pdf-lib is loaded on the first invoice, not at start (decision 045).
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const creditNote = doc.kind === 'credit_note';
  pdf.setTitle(`${creditNote ? 'Avoir' : 'Facture'} ${doc.number}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setCreationDate(doc.issuedAt);
  pdf.setModificationDate(doc.issuedAt);
  const page = pdf.addPage([595.28, 841.89]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.06, 0.09, 0.16);
  const muted = rgb(0.28, 0.33, 0.41);
  const left = 50;
  const right = 545;
  let y = 790;

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: typeof ink } = {},
  ) =>
    page.drawText(value, {
      x,
      y,
      size: options.size ?? 10,
      font: options.font ?? regular,
      color: options.color ?? ink,
    });
  const textRight = (value: string, xRight: number, font = regular, size = 10) =>
    page.drawText(value, { x: xRight - font.widthOfTextAtSize(value, size), y, size, font, color: ink });

  if (doc.seller.incomplete?.length) {
    // Development without the LEGAL_* settings: the document says it is not a valid invoice.
    const red = rgb(0.6, 0.1, 0.1);
    page.drawRectangle({
      x: left - 6,
      y: 806,
      width: right - left + 12,
      height: 26,
      color: rgb(1, 0.93, 0.93),
    });
    page.drawText('Document de développement, sans valeur légale : identité du vendeur incomplète', {
      x: left,
      y: 821,
      size: 8,
      font: bold,
      color: red,
    });
    page.drawText(`Réglages manquants : ${doc.seller.incomplete.join(', ')}`.slice(0, 130), {
      x: left,
      y: 811,
      size: 7,
      font: regular,
      color: red,
    });
  }
  text(creditNote ? 'AVOIR' : 'FACTURE', left, { font: bold, size: 20 });
  textRight(`N° ${doc.number}`, right, bold, 12);
  y -= 22;
  textRight(`Date d’émission : ${invoiceDate(doc.issuedAt)}`, right);
  y -= 14;
  if (!creditNote) textRight(`Date d’échéance : ${invoiceDate(doc.issuedAt)}`, right);
  y -= 34;

  // Seller on the left, buyer on the right.
  const top = y;
  text('Vendeur', left, { font: bold, size: 9, color: muted });
  y -= 14;
  text(doc.seller.name, left, { font: bold });
  for (const line of doc.seller.lines) {
    for (const part of wrap(line, regular, 9, 230)) {
      y -= 12;
      text(part, left, { size: 9 });
    }
  }
  const sellerBottom = y;
  y = top;
  const buyerX = 320;
  text('Client', buyerX, { font: bold, size: 9, color: muted });
  y -= 14;
  text(doc.buyer.name, buyerX, { font: bold });
  for (const line of doc.buyer.lines) {
    for (const part of wrap(line, regular, 9, 225)) {
      y -= 12;
      text(part, buyerX, { size: 9 });
    }
  }
  y = Math.min(y, sellerBottom) - 40;

  // The line: one subscription period.
  page.drawRectangle({ x: left, y: y - 6, width: right - left, height: 22, color: rgb(0.93, 0.95, 0.98) });
  text('Désignation', left + 6, { font: bold, size: 9 });
  textRight('Qté', 360, bold, 9);
  textRight('Prix unitaire HT', 460, bold, 9);
  textRight('Total HT', right - 6, bold, 9);
  y -= 26;
  const period =
    doc.periodStart && doc.periodEnd
      ? `Période du ${invoiceDate(doc.periodStart)} au ${invoiceDate(doc.periodEnd)}`
      : null;
  text(doc.description, left + 6);
  textRight('1', 360);
  textRight(invoiceAmount(doc.amountHt), 460);
  textRight(invoiceAmount(doc.amountHt), right - 6);
  for (const detail of [...(doc.details ?? []), ...(period ? [period] : [])]) {
    y -= 13;
    text(detail, left + 6, { size: 9, color: muted });
  }
  y -= 36;

  const totals: Array<[string, string, boolean]> = [
    ['Total HT', invoiceAmount(doc.amountHt), false],
    [
      doc.taxTreatment === 'reverse_charge'
        ? 'TVA (autoliquidation)'
        : `TVA ${Math.round(doc.vatRate * 100)} %`,
      invoiceAmount(doc.amountTva),
      false,
    ],
    ['Total TTC', invoiceAmount(doc.amountTtc), true],
  ];
  for (const [label, value, strong] of totals) {
    textRight(label, 430, strong ? bold : regular, strong ? 11 : 10);
    textRight(value, right - 6, strong ? bold : regular, strong ? 11 : 10);
    y -= 16;
  }
  y -= 10;
  text(doc.paymentLine, left, { font: bold, size: 10 });
  y -= 30;

  for (const mention of invoiceMentions(doc)) {
    for (const part of wrap(mention, regular, 8.5, right - left)) {
      text(part, left, { size: 8.5, color: muted });
      y -= 12;
    }
    y -= 2;
  }
  return pdf.save({ useObjectStreams: false });
}
