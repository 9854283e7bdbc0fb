import type { ExtractedBlock } from './extract.ts';

// Documents are cut into passages of a few sentences: the unit searched, ranked and cited. A heading
// (a Markdown title, "Article 7 – …", "3. Livraison") starts a new passage and names its section,
// so a clause of the terms of sale is one passage, cited with its page or section.

export interface PassageDraft {
  position: number;
  page: number | null;
  section: string | null;
  body: string;
}

const targetChars = 700;
const maxChars = 1_200;
/** A document keeps at most this many passages (a 40 MB text would otherwise make 60,000). */
export const maxPassagesPerDocument = 5_000;

const headingPattern =
  /^(#{1,6}\s+.+|(article|section|chapitre|titre|annexe|partie)\s+[\divxlc]+\b.{0,100}|\d{1,2}(\.\d{1,2}){0,3}[.)]?\s+\p{Lu}.{0,100})$/iu;

function isHeading(line: string): boolean {
  if (line.length > 110 || /[.;:,]$/.test(line) || !headingPattern.test(line)) return false;
  // "12 jours ouvrés après la commande" is a sentence, not a title: a numbered title has few words.
  return line.split(/\s+/).length <= 14;
}

function cleanHeading(line: string): string {
  return line.replace(/^#{1,6}\s+/, '').trim();
}

/** Sentences of a long paragraph, grouped so no piece exceeds maxChars. */
function splitLong(paragraph: string): string[] {
  if (paragraph.length <= maxChars) return [paragraph];
  const sentences = paragraph.match(/[^.!?…]+[.!?…]+["»”)]*\s*|[^.!?…]+$/g) ?? [paragraph];
  const pieces: string[] = [];
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
function paragraphsOf(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const paragraphs: string[] = [];
  let current: string[] = [];
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

export function cutIntoPassages(blocks: ExtractedBlock[]): PassageDraft[] {
  const passages: PassageDraft[] = [];
  let section: string | null = null;
  for (const block of blocks) {
    if (block.section) section = block.section;
    let body = '';
    const push = () => {
      const text = body.trim();
      if (text && passages.length < maxPassagesPerDocument) {
        passages.push({ position: passages.length, page: block.page, section, body: text });
      }
      body = '';
    };
    for (const paragraph of paragraphsOf(block.text)) {
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
  return passages;
}
