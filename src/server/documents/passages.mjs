// Documents are cut into passages of a few sentences: the unit searched, ranked and cited. A heading
// (a Markdown title, "Article 7 – …", "3. Livraison") starts a new passage and names its section,
// so a clause of the terms of sale is one passage, cited with its page or section.
// Plain JavaScript: the extraction's child process (extract-worker.mjs) cuts the text where it was
// read, so a huge text never crosses to the server's thread (decision 056); passages.ts types it.

const targetChars = 700;
const maxChars = 1_200;
/** A document keeps at most this many passages (a 40 MB text would otherwise make 60,000). */
export const maxPassagesPerDocument = 5_000;

const headingPattern =
  /^(#{1,6}\s+.+|(article|section|chapitre|titre|annexe|partie)\s+[\divxlc]+\b.{0,100}|\d{1,2}(\.\d{1,2}){0,3}[.)]?\s+\p{Lu}.{0,100})$/iu;

function isHeading(line) {
  if (line.length > 110 || /[.;:,]$/.test(line) || !headingPattern.test(line)) return false;
  // "12 jours ouvrés après la commande" is a sentence, not a title: a numbered title has few words.
  return line.split(/\s+/).length <= 14;
}

function cleanHeading(line) {
  return line.replace(/^#{1,6}\s+/, '').trim();
}

/** Sentences of a long paragraph, grouped so no piece exceeds maxChars. */
function splitLong(paragraph) {
  if (paragraph.length <= maxChars) return [paragraph];
  const sentences = paragraph.match(/[^.!?…]+[.!?…]+["»”)]*\s*|[^.!?…]+$/g) ?? [paragraph];
  const pieces = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > targetChars) {
      pieces.push(current.trim());
      current = '';
    }
    current += sentence;
    while (current.length > maxChars) {
      pieces.push(current.slice(0, maxChars).trim());
      current = current.slice(maxChars);
    }
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}

/** Paragraphs of a block: blank lines separate them; a PDF's lines are joined into sentences. */
function paragraphsOf(text) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const paragraphs = [];
  let current = [];
  const flush = () => {
    if (current.length) paragraphs.push(current.join(' ').replace(/\s+/g, ' ').trim());
    current = [];
  };
  for (const raw of lines) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) {
      flush();
      continue;
    }
    if (isHeading(line)) {
      flush();
      paragraphs.push(`\u0000${cleanHeading(line)}`);
      continue;
    }
    current.push(line);
  }
  flush();
  return paragraphs.filter((p) => p.length > 0);
}

/**
 * The passages of the blocks, in order, at most `maxPassagesPerDocument`; `truncated` says that
 * text was left out beyond them.
 */
export function cutPassages(blocks) {
  const passages = [];
  let truncated = false;
  let section = null;
  for (const block of blocks) {
    if (passages.length >= maxPassagesPerDocument) {
      if (block.text.trim()) truncated = true;
      break;
    }
    if (block.section) section = block.section;
    let body = '';
    const push = () => {
      const text = body.trim();
      if (text) {
        if (passages.length < maxPassagesPerDocument) {
          passages.push({ position: passages.length, page: block.page, section, body: text });
        } else truncated = true;
      }
      body = '';
    };
    for (const paragraph of paragraphsOf(block.text)) {
      if (passages.length >= maxPassagesPerDocument) {
        truncated = true;
        break;
      }
      if (paragraph.startsWith('\u0000')) {
        push();
        section = paragraph.slice(1).slice(0, 200);
        continue;
      }
      for (const piece of splitLong(paragraph)) {
        if (body && body.length + piece.length > targetChars) push();
        body += (body ? '\n' : '') + piece;
      }
    }
    push();
  }
  return { passages, truncated };
}

export function cutIntoPassages(blocks) {
  return cutPassages(blocks).passages;
}

/**
 * How many different words the passages hold (lower case, accents kept): an upper bound on the
 * stems the index will keep for them, counted before anything reaches the database.
 */
export function distinctWords(passages, stopAbove = Number.POSITIVE_INFINITY) {
  const seen = new Set();
  for (const passage of passages) {
    for (const word of `${passage.section ?? ''} ${passage.body}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ??
      []) {
      seen.add(word);
      if (seen.size > stopAbove) return seen.size;
    }
  }
  return seen.size;
}
