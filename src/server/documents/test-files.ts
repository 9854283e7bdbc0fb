import { crc32, createDeflateRaw } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

// Files built for the tests, the benchmark and the end-to-end spec: real PDFs (pdf-lib) and DOCX
// (a ZIP of WordprocessingML), so the extraction reads what a user would upload.

/** A PDF with one page per entry; each line is drawn as text (Helvetica, WinAnsi: French accents work). */
export async function buildPdf(pages: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 800;
    for (const line of lines) {
      page.drawText(line, { x: 40, y, size: 10, font });
      y -= 14;
    }
  }
  return pdf.save();
}

/** A PDF whose only page holds a drawn rectangle: a scan has images, no text. */
export async function buildScannedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawRectangle({ x: 40, y: 40, width: 500, height: 700 });
  return pdf.save();
}

/** A ZIP archive with stored (uncompressed) entries. */
export function buildZip(entries: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    locals.push(local, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

/** An entry of a deflated ZIP: its bytes as pieces (a bomb repeats one piece millions of times). */
export interface ZipEntrySource {
  name: string;
  pieces: () => Iterable<Uint8Array>;
  /** The uncompressed size written in the headers, when it should lie (the real size otherwise). */
  declaredSize?: number;
}

/** Deflates pieces as they come: a bomb of gigabytes never exists whole, only its compressed bytes. */
async function deflatePieces(
  pieces: Iterable<Uint8Array>,
): Promise<{ data: Buffer; crc: number; size: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    crc = crc32(piece, crc);
    size += piece.byteLength;
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { data: Buffer.concat(out), crc, size };
}

/** A ZIP archive with deflated entries (ZIP32: sizes over 4 GB are written modulo 2^32, as a bomb may). */
export async function buildDeflatedZip(entries: ZipEntrySource[]): Promise<Uint8Array> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { data, crc, size } = await deflatePieces(entry.pieces());
    const declared = (entry.declaredSize ?? size) >>> 0;
    const fileName = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(fileName.length, 26);
    locals.push(local, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A DOCX: each entry is a heading (`# Titre`) or a paragraph. */
export function buildDocx(paragraphs: string[]): Uint8Array {
  const body = paragraphs
    .map((p) =>
      p.startsWith('# ')
        ? `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${escapeXml(p.slice(2))}</w:t></w:r></w:p>`
        : `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`,
    )
    .join('');
  return buildZip({
    ...docxParts,
    'word/document.xml': `${documentXmlOpen}${body}${documentXmlClose}`,
  });
}

/** The parts of a DOCX around its text: content types, relationships, the styles (Heading1). */
const docxParts = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  'word/_rels/document.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  'word/styles.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>',
};
const documentXmlOpen =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const documentXmlClose = '</w:body></w:document>';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** A DOCX (deflated, as Word writes them) whose document.xml is `open`, then `piece` `times` times, then `close`. */
export function buildRepeatedDocx(
  piece: string,
  times: number,
  options: { open?: string; close?: string; declaredSize?: number; extra?: ZipEntrySource[] } = {},
): Promise<Uint8Array> {
  // Pieces of about 64 KB: the generator yields a few thousand buffers, never the whole text.
  const perChunk = Math.max(1, Math.floor(65_536 / Math.max(1, piece.length)));
  const chunk = utf8(piece.repeat(perChunk));
  return buildDeflatedZip([
    ...Object.entries(docxParts).map(([name, text]) => ({ name, pieces: () => [utf8(text)] })),
    {
      name: 'word/document.xml',
      declaredSize: options.declaredSize,
      pieces: function* () {
        yield utf8(options.open ?? documentXmlOpen);
        let left = times;
        for (; left >= perChunk; left -= perChunk) yield chunk;
        if (left > 0) yield utf8(piece.repeat(left));
        yield utf8(options.close ?? documentXmlClose);
      },
    },
    ...(options.extra ?? []),
  ]);
}

/** General terms of sale, as a small business would publish them (the "done when"). */
export const cgvPages: string[][] = [
  [
    'Conditions générales de vente - Atelier Lumière SARL',
    '',
    'Article 1 - Objet',
    'Les présentes conditions régissent les ventes de luminaires conclues sur le site atelier-lumiere.fr.',
    '',
    'Article 2 - Prix',
    'Les prix sont indiqués en euros toutes taxes comprises. Les frais de livraison sont offerts',
    'dès 80 euros d’achat ; en dessous, ils s’élèvent à 6,90 euros.',
    '',
    'Article 3 - Livraison',
    'Les commandes sont expédiées sous 3 jours ouvrés et livrées en 2 à 5 jours par Colissimo.',
  ],
  [
    'Article 4 - Droit de rétractation',
    'Conformément à l’article L221-18 du Code de la consommation, le client dispose d’un délai',
    'de quatorze (14) jours à compter de la réception du produit pour exercer son droit de',
    'rétractation, sans avoir à justifier de motifs ni à payer de pénalités.',
    '',
    'Article 5 - Garantie',
    'Tous les produits bénéficient de la garantie légale de conformité de deux ans.',
  ],
];
