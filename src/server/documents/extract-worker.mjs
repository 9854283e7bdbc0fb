// Reads one uploaded document in a child process of its own (decision 056): the server forks it
// with a heap limit, sends the file, gets back its passages (never its whole text) and kills it at
// the time limit. A worker thread was not enough: an allocation that fails in a thread's young
// generation is fatal to the whole process (an 839 KB DOCX of 8 million paragraphs killed the
// server). Every format is checked against the caps while it is read: pages, ZIP entries and
// ratios, XML size, paragraphs and entity declarations, characters, distinct words.
// Plain JavaScript so it runs the same under node, tsx, vitest and the compiled server.
import { createInflateRaw } from 'node:zlib';
import { parseCsv } from '../csv/csv-read.mjs';
import { cutPassages, distinctWords } from './passages.mjs';

class Refused extends Error {
  constructor(reason, limit) {
    super(limit ? `${reason}: ${limit}` : reason);
    this.reason = reason;
    this.limit = limit;
  }
}
const overLimit = (limit) => new Refused('limit', limit);
const corrupted = () => new Refused('corrupted');

// --- ZIP (a DOCX is one): the central directory read by hand, each XML part inflated as a stream

function centralDirectory(bytes, caps) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw corrupted();
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count > caps.maxZipEntries) throw overLimit('zip_entries');
  const entries = [];
  let declaredTotal = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw corrupted();
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
    // ZIP64 markers: sizes over 4 GB have no place in an office document.
    if (compressed === 0xffffffff || size === 0xffffffff) throw overLimit('zip_size');
    declaredTotal += size;
    if (declaredTotal > caps.maxZipBytes) throw overLimit('zip_size');
    if (size > caps.ratioFloorBytes && size > compressed * caps.maxZipRatio) throw overLimit('zip_ratio');
    entries.push({ name, method, compressed, size, local });
  }
  return { view, entries };
}

function entryData(bytes, view, entry) {
  if (entry.local + 30 > bytes.length || view.getUint32(entry.local, true) !== 0x04034b50) throw corrupted();
  const start =
    entry.local + 30 + view.getUint16(entry.local + 26, true) + view.getUint16(entry.local + 28, true);
  if (start + entry.compressed > bytes.length) throw corrupted();
  return bytes.subarray(start, start + entry.compressed);
}

/** Inflates one entry chunk by chunk, never past `limit` bytes (nor past its declared size). */
function streamEntry(data, entry, limit, onChunk) {
  if (entry.method === 0) {
    if (data.length > limit) return Promise.reject(overLimit('xml_size'));
    onChunk(Buffer.from(data));
    return Promise.resolve(data.length);
  }
  if (entry.method !== 8) return Promise.reject(corrupted());
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let size = 0;
    let failed = false;
    const fail = (err) => {
      if (failed) return;
      failed = true;
      inflate.destroy();
      reject(err);
    };
    inflate.on('data', (chunk) => {
      size += chunk.length;
      // An entry that inflates past what its header declared lies about its size: a bomb's trick.
      if (size > entry.size) return fail(overLimit('zip_ratio'));
      if (size > limit) return fail(overLimit('xml_size'));
      try {
        onChunk(chunk);
      } catch (err) {
        fail(err);
      }
    });
    inflate.on('error', () => fail(corrupted()));
    inflate.on('end', () => !failed && resolve(size));
    inflate.end(data);
  });
}

/** A scanner of XML text that arrives in pieces: counts paragraphs, refuses any DTD. */
function xmlScanner(caps, state) {
  let carry = '';
  // A paragraph is `<w:p>` or `<w:p …>` whatever the namespace prefix (DrawingML's `<a:p>` counts too).
  const paragraph = /<(?:[A-Za-z_][\w.-]*:)?p[\s>/]/g;
  // Word never writes a DTD: entities (the billion laughs) have nowhere to come from.
  const declaration = /<!(?:DOCTYPE|ENTITY)/gi;
  return (chunk) => {
    const text = carry + chunk.toString('latin1');
    const fresh = (m) => m.index + m[0].length > carry.length;
    declaration.lastIndex = 0;
    for (const m of text.matchAll(declaration)) if (fresh(m)) throw overLimit('xml_entities');
    for (const m of text.matchAll(paragraph)) {
      if (fresh(m) && ++state.paragraphs > caps.maxParagraphs) throw overLimit('paragraphs');
    }
    carry = text.slice(-32);
  };
}

/** Every XML part of the package streamed through the scanner before mammoth sees the file. */
async function checkDocx(bytes, caps) {
  const { view, entries } = centralDirectory(bytes, caps);
  const state = { paragraphs: 0 };
  let xmlBytes = 0;
  for (const entry of entries) {
    if (!/\.(xml|rels)$/i.test(entry.name)) continue;
    const scan = xmlScanner(caps, state);
    xmlBytes += await streamEntry(entryData(bytes, view, entry), entry, caps.maxXmlBytes - xmlBytes, scan);
  }
}

const decodeEntities = (html) =>
  html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|li|tr|h[1-6])>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

async function readDocx(bytes, caps) {
  await checkDocx(bytes, caps);
  const { default: mammoth } = await import('mammoth');
  // Images are left where they are: they are never inflated, nor turned into base64 text.
  const { value } = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
  );
  const blocks = [];
  let section = null;
  for (const part of value.split(/(?=<h[1-6][^>]*>)/)) {
    const heading = /^<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/.exec(part);
    let body = part;
    if (heading) {
      section = decodeEntities(heading[1]).replace(/\s+/g, ' ').trim().slice(0, 200) || section;
      body = part.slice(heading[0].length);
    }
    const text = decodeEntities(body).trim();
    if (text || heading) blocks.push({ page: null, section, text });
  }
  return { pageCount: null, blocks };
}

// --- PDF: the page count checked first, then page by page until the characters' cap

async function readPdf(bytes, caps) {
  const { getDocumentProxy } = await import('unpdf');
  let pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  } catch {
    throw corrupted();
  }
  if (pdf.numPages > caps.maxPages) throw overLimit('pages');
  const blocks = [];
  let chars = 0;
  for (let n = 1; n <= pdf.numPages && chars < caps.maxChars; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const text = content.items
      .filter((item) => item.str != null)
      .map((item) => item.str + (item.hasEOL ? '\n' : ''))
      .join('');
    chars += text.length;
    blocks.push({ page: n, section: null, text });
  }
  return { pageCount: pdf.numPages, blocks };
}

// --- text, Markdown and CSV

/** UTF-8 (a byte order mark dropped), or Windows-1252 when it is not valid UTF-8; a NUL anywhere: not text. */
function decodeText(bytes) {
  if (bytes.includes(0)) throw new Refused('binary');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A CSV becomes one line per row, "colonne : valeur", so a price list's rows are searchable passages. */
function csvBlocks(text) {
  const [header = [], ...rows] = parseCsv(text);
  const lines = rows.map((cells) =>
    cells.map((value, i) => (header[i] ? `${header[i]} : ${value}` : value)).join(' ; '),
  );
  return [{ page: null, section: null, text: lines.join('\n\n') }];
}

function readText(kind, bytes, caps) {
  const text = decodeText(bytes);
  // Only the characters that can become passages are cut (the rest is said to be left out).
  const kept = text.length > caps.maxChars ? text.slice(0, caps.maxChars) : text;
  const blocks = kind === 'csv' ? csvBlocks(kept) : [{ page: null, section: null, text: kept }];
  return { pageCount: null, blocks, cut: kept.length < text.length };
}

/** C0 controls but tab and line breaks, DEL and C1 controls: dropped from the text a PDF or DOCX yields. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes.
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

async function extract({ kind, bytes, caps }) {
  const read =
    kind === 'pdf'
      ? await readPdf(bytes, caps)
      : kind === 'docx'
        ? await readDocx(bytes, caps)
        : readText(kind, bytes, caps);
  let chars = 0;
  let cut = read.cut ?? false;
  const blocks = [];
  for (const block of read.blocks) {
    if (chars >= caps.maxChars) {
      cut = cut || block.text.trim().length > 0;
      continue;
    }
    let text = block.text.replace(controls, ' ');
    if (chars + text.length > caps.maxChars) {
      text = text.slice(0, caps.maxChars - chars);
      cut = true;
    }
    chars += text.length;
    blocks.push({ ...block, text });
  }
  const { passages, truncated } = cutPassages(blocks);
  if (distinctWords(passages, caps.maxDistinctWords) > caps.maxDistinctWords) throw overLimit('terms');
  return { pageCount: read.pageCount, passages, truncated: truncated || cut };
}

process.once('message', (job) => {
  extract(job).then(
    (result) => process.send({ ok: true, result }, () => process.exit(0)),
    (err) =>
      process.send(
        err instanceof Refused
          ? { ok: false, reason: err.reason, limit: err.limit }
          : { ok: false, reason: 'corrupted' },
        () => process.exit(0),
      ),
  );
});
