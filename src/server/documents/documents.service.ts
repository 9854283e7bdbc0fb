import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  type DocumentDto,
  type DocumentKind,
  documentLimits,
  formatMegabytes,
  type PassageDto,
} from '../../shared/documents.ts';
import type { PlanId } from '../../shared/plans.ts';
import { roleOf, rolesMentioned } from '../ai/document-roles.ts';
import {
  broaderTerms,
  type ContextPassage,
  type DocumentContext,
  significantStems,
  type TaskDocument,
} from '../ai/documents.ts';
import type { Db } from '../db/client.ts';
import { isForeignKeyViolation } from '../db/errors.ts';
import { lockAccountQuotas, type Tx } from '../db/quota-lock.ts';
import { document, documentContentPart, documentPassage, documentPendingPassage } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import {
  type Extraction,
  ExtractionError,
  type ExtractionLimit,
  type ExtractionOptions,
  extractDocument,
  extractionCaps,
  looksLikeText,
} from './extract.ts';
import { countWords, searchPassages, uncountWords } from './search.ts';

// The user's documents and their passages. Every query is scoped by the owner's id: another user's
// document answers 404, exactly like one that does not exist. The type of a file is read from its
// bytes, never from its name; PDF and DOCX are read in a worker with a time limit (extract.ts).

type DocumentRow = typeof document.$inferSelect;

const notFound = () => new ApiError(404, 'not_found', 'Document introuvable.');

function toDocument(row: Omit<DocumentRow, 'content' | 'userId' | 'nameTsv'>): DocumentDto {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    // An upload still writing its parts is, for the reader, a document not yet searchable.
    status: row.status === 'storing' ? 'indexing' : row.status,
    pageCount: row.pageCount,
    passageCount: row.passageCount,
    // Documents stored before the count existed hold 0: all their passages were indexed at once.
    totalPassages: Math.max(row.totalPassages, row.passageCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const listColumns = {
  id: document.id,
  name: document.name,
  kind: document.kind,
  mimeType: document.mimeType,
  sizeBytes: document.sizeBytes,
  status: document.status,
  pageCount: document.pageCount,
  passageCount: document.passageCount,
  totalPassages: document.totalPassages,
  createdAt: document.createdAt,
  updatedAt: document.updatedAt,
};

const mimeOf: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  text: 'text/plain; charset=utf-8',
};

const unsupported = () =>
  new ApiError(
    415,
    'documents:unsupported',
    'Type de fichier non pris en charge : envoyez un PDF, un document Word (.docx), un texte (.txt), du Markdown (.md) ou un CSV.',
  );

/** The kind of a file from its content; the name only tells text, Markdown and CSV apart. */
export async function sniffDocumentKind(bytes: Uint8Array, name: string): Promise<DocumentKind> {
  // file-type is loaded with the first upload, not at start (decision 045).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'application/pdf') return 'pdf';
  if (detected?.ext === 'docx') return 'docx';
  if (detected?.ext === 'zip') {
    throw new ApiError(
      422,
      'documents:not_docx',
      'Ce fichier est une archive ZIP, pas un document Word : ouvrez-le et envoyez les documents qu’il contient.',
    );
  }
  // A NUL in the first 8 KB is a binary file; the extraction refuses one anywhere else (extract-worker.mjs).
  if (detected || !looksLikeText(bytes)) throw unsupported();
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext === 'md' || ext === 'markdown' ? 'md' : ext === 'csv' ? 'csv' : 'txt';
}

const fr = (n: number) => n.toLocaleString('fr-FR');

/** What the user reads when a document goes over one of the extraction's caps (decision 056). */
function overLimitMessage(limit: ExtractionLimit | undefined, what: string): string {
  const caps = extractionCaps;
  switch (limit) {
    case 'pages':
      return `Ce PDF compte plus de ${fr(caps.maxPages)} pages : envoyez-le en plusieurs parties.`;
    case 'paragraphs':
      return `Ce document Word compte plus de ${fr(caps.maxParagraphs)} paragraphes : envoyez-le en plusieurs parties.`;
    case 'xml_size':
      return `Le texte de ce document Word dépasse ${fr(caps.maxXmlBytes / (1024 * 1024))} Mo une fois décompressé : envoyez-le en plusieurs parties.`;
    case 'xml_entities':
      return 'Ce document Word contient des déclarations XML (DTD) qu’un traitement de texte n’écrit pas : il n’a pas été lu.';
    case 'zip_entries':
    case 'zip_size':
    case 'zip_ratio':
      return 'Ce document Word est une archive anormale (trop de fichiers, ou bien trop compressés) : il n’a pas été lu.';
    case 'terms':
      return `Ce document contient plus de ${fr(caps.maxDistinctWords)} mots différents : ce n’est pas un texte que vos employés peuvent lire. Envoyez-en un extrait.`;
    default:
      return `La lecture de ${what} a été interrompue : il est trop complexe.`;
  }
}

function extractionRefused(err: unknown, kind: DocumentKind): never {
  if (!(err instanceof ExtractionError)) throw err;
  const what = kind === 'pdf' ? 'ce PDF' : kind === 'docx' ? 'ce document Word' : 'ce fichier';
  if (err.reason === 'busy') {
    throw new ApiError(
      503,
      'documents:busy',
      'Trop de documents en cours de lecture. Réessayez dans un instant.',
    );
  }
  if (err.reason === 'binary') throw unsupported();
  if (err.reason === 'limit')
    throw new ApiError(422, 'documents:too_complex', overLimitMessage(err.limit, what));
  if (err.reason === 'timeout' || err.reason === 'too_complex') {
    throw new ApiError(
      422,
      'documents:too_complex',
      `La lecture de ${what} a été interrompue : il est trop complexe. Essayez de l’enregistrer à nouveau ou envoyez-en le texte.`,
    );
  }
  throw new ApiError(
    422,
    'documents:corrupted',
    `Impossible de lire ${what} : le fichier est endommagé ou protégé.`,
  );
}

/** Words of a question that say nothing about its subject (French stop words are the search's own). */
const questionWords =
  /\b(quel|quelle|quels|quelles|combien|comment|pourquoi|quand|est-ce|qu'est-ce|dis-moi|pouvez-vous|peux-tu|selon|document|documents)\b/giu;

/**
 * The words a question is searched with: its own but the question words, and those its documents
 * may say instead (« retourner » → « retour », « reçue » → « réception »: broaderTerms).
 */
export function searchTerms(question: string): string {
  const own = question.replace(/[’]/g, "'").replace(questionWords, ' ').replace(/\s+/g, ' ').trim();
  return [own, ...(own ? broaderTerms(own) : [])].join(' ');
}

export interface DocumentsServiceOptions {
  extraction?: ExtractionOptions;
}

/** A document read whole for a task keeps at most this many passages (a report's first pages). */
const taskPassages = 40;
/**
 * Up to this many passages a document is indexed in the upload's transaction (ready at once); a
 * larger one is queued and indexed by the background step, a batch at a time (indexer.ts).
 */
export const syncIndexPassages = 200;
/** A part of a document's bytes: about 15 ms of PGlite to write (decision 069). */
export const contentPartBytes = 256 * 1024;
/** Queued passages written per statement. */
const pendingBatch = 250;

/** The row of an upload in progress was deleted (by its owner) before it was complete. */
class DocumentGone extends Error {}

/** How many passages of the chosen documents a tool panel's request gets. */
const toolPassages = 6;

export function createDocumentsService(db: Db, options: DocumentsServiceOptions = {}) {
  /** Documents whole, their passages numbered from `first` on, in the order of `ids`. */
  async function readWhole(userId: string, ids: string[], first: number): Promise<TaskDocument[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: documentPassage.id,
        documentId: documentPassage.documentId,
        documentName: document.name,
        position: documentPassage.position,
        page: documentPassage.page,
        section: documentPassage.section,
        body: documentPassage.body,
      })
      .from(documentPassage)
      .innerJoin(document, eq(document.id, documentPassage.documentId))
      .where(
        and(
          inArray(documentPassage.documentId, ids),
          eq(documentPassage.userId, userId),
          eq(document.userId, userId),
          lt(documentPassage.position, taskPassages),
        ),
      )
      .orderBy(documentPassage.documentId, asc(documentPassage.position));
    let n = first;
    const out: TaskDocument[] = [];
    for (const id of ids) {
      const own = rows.filter((r) => r.documentId === id);
      if (own.length === 0) continue;
      const text = own.map((r) => `${r.section ?? ''}\n${r.body}`).join('\n');
      out.push({
        documentId: id,
        name: own[0]!.documentName,
        role: roleOf(own[0]!.documentName, text),
        passages: own.map((r) => ({
          n: n++,
          passageId: r.id,
          documentId: id,
          documentName: r.documentName,
          page: r.page,
          section: r.section,
          body: r.body,
        })),
      });
    }
    return out;
  }

  /** The documents a message designates for a task (see contextFor), read whole. */
  async function taskDocuments(userId: string, message: string, first: number): Promise<TaskDocument[]> {
    const roles = rolesMentioned(message);
    if (roles.length === 0) return [];
    // The user's latest documents and their opening passages, to tell their kinds apart.
    const recent = await db
      .select({ id: document.id, name: document.name })
      .from(document)
      .where(and(eq(document.userId, userId), eq(document.status, 'ready')))
      .orderBy(desc(document.createdAt))
      .limit(30);
    if (recent.length === 0) return [];
    const openings = await db
      .select({
        documentId: documentPassage.documentId,
        section: documentPassage.section,
        body: documentPassage.body,
      })
      .from(documentPassage)
      .where(
        and(
          eq(documentPassage.userId, userId),
          inArray(
            documentPassage.documentId,
            recent.map((d) => d.id),
          ),
          lt(documentPassage.position, 4),
        ),
      );
    const words = new Set(significantStems(message));
    const chosen: string[] = [];
    for (const role of roles) {
      const ofRole = recent.filter(
        (d) =>
          roleOf(
            d.name,
            openings
              .filter((o) => o.documentId === d.id)
              .map((o) => `${o.section ?? ''}\n${o.body}`)
              .join('\n'),
          ) === role,
      );
      // The one whose name shares the most words with the message ("le CV de Léa Martin"), else the latest.
      const named = ofRole
        .map((d) => ({ d, shared: significantStems(d.name).filter((w) => words.has(w)).length }))
        .sort((a, b) => b.shared - a.shared)[0];
      const pick = named && named.shared > 0 ? named.d : ofRole[0];
      if (pick && !chosen.includes(pick.id)) chosen.push(pick.id);
    }
    return readWhole(userId, chosen, first);
  }

  async function ownDocument(userId: string, id: string) {
    const [row] = await db
      .select(listColumns)
      .from(document)
      .where(and(eq(document.id, id), eq(document.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  async function countOf(userId: string, reader: Db | Tx = db): Promise<number> {
    const [row] = await reader.select({ n: count() }).from(document).where(eq(document.userId, userId));
    return row?.n ?? 0;
  }

  async function checkQuota(reader: Db | Tx, userId: string, plan: PlanId): Promise<void> {
    const limits = documentLimits[plan];
    if ((await countOf(userId, reader)) >= limits.maxDocuments) {
      throw new ApiError(
        403,
        'quota:documents',
        plan === 'free'
          ? `Le plan Gratuit garde ${limits.maxDocuments} documents : supprimez-en un ou passez au plan Pro.`
          : `Votre plan garde ${limits.maxDocuments.toLocaleString('fr-FR')} documents : supprimez-en un avant d’en ajouter.`,
      );
    }
  }

  /**
   * Writes an upload in short steps (decision 069), so that on PGlite, whose one connection every
   * other user waits for, no step holds the database for long: the row (counted under the account's
   * quota lock), then its bytes a part at a time and a large document's queued passages a batch at a
   * time, each its own statement, then the small document's passages and word counts in one short
   * transaction. Until then the row is `storing` (shown as indexing, never searched); a step that
   * fails deletes it, and one left behind by a crash is swept by the indexer.
   */
  async function store(
    userId: string,
    plan: PlanId,
    input: { name: string; kind: DocumentKind; bytes: Uint8Array; extraction: Extraction },
  ): Promise<DocumentDto> {
    const { passages } = input.extraction;
    const queued = passages.length > syncIndexPassages;
    const row = await db.transaction(async (tx) => {
      // Counted again under the account's quota lock, in the inserting transaction (decision 058):
      // the check before extraction only spares the work, parallel uploads all passed it.
      await lockAccountQuotas(tx, userId);
      await checkQuota(tx, userId, plan);
      const [inserted] = await tx
        .insert(document)
        .values({
          userId,
          name: input.name,
          kind: input.kind,
          mimeType: mimeOf[input.kind],
          sizeBytes: input.bytes.byteLength,
          content: null,
          status: 'storing',
          pageCount: input.extraction.pageCount,
          passageCount: 0,
          totalPassages: passages.length,
        })
        .returning(listColumns);
      return inserted!;
    });
    try {
      await writeContent(row.id, input.bytes);
      if (queued) {
        // Unindexed (no tsvector, no GIN entry, no word counts: a cheap write), for the background
        // step (decision 056), which takes the document once it is `indexing`.
        for (let i = 0; i < passages.length; i += pendingBatch) {
          await db
            .insert(documentPendingPassage)
            .values(passages.slice(i, i + pendingBatch).map((p) => ({ ...p, documentId: row.id })));
        }
        return toDocument(await setStatus(db, row.id, { status: 'indexing' }));
      }
      return await db.transaction(async (tx) => {
        if (passages.length > 0) {
          await tx
            .insert(documentPassage)
            .values(passages.map((p) => ({ ...p, documentId: row.id, userId })));
          await countWords(tx, userId, row.id);
        }
        return toDocument(
          await setStatus(tx, row.id, {
            status: passages.length === 0 ? 'no_text' : 'ready',
            passageCount: passages.length,
          }),
        );
      });
    } catch (err) {
      await db.delete(document).where(eq(document.id, row.id));
      // Deleted by its owner while it was being written: its parts lost their row.
      if (isForeignKeyViolation(err) || err instanceof DocumentGone)
        throw new ApiError(
          409,
          'documents:deleted_while_storing',
          'Ce document a été supprimé pendant son envoi.',
        );
      throw err;
    }
  }

  /** The bytes, a part a statement; sent as base64, which PGlite decodes far faster than a raw bytea parameter. */
  async function writeContent(documentId: string, bytes: Uint8Array): Promise<void> {
    for (let position = 0; position * contentPartBytes < bytes.byteLength || position === 0; position++) {
      const part = bytes.subarray(position * contentPartBytes, (position + 1) * contentPartBytes);
      await db.insert(documentContentPart).values({
        documentId,
        position,
        bytes: sql`decode(${Buffer.from(part).toString('base64')}, 'base64')`,
      });
    }
  }

  async function setStatus(
    writer: Db | Tx,
    id: string,
    values: { status: 'ready' | 'no_text' | 'indexing'; passageCount?: number },
  ) {
    const [updated] = await writer
      .update(document)
      .set(values)
      .where(and(eq(document.id, id), eq(document.status, 'storing')))
      .returning(listColumns);
    if (!updated) throw new DocumentGone();
    return updated;
  }

  const service = {
    async list(userId: string): Promise<DocumentDto[]> {
      const rows = await db
        .select(listColumns)
        .from(document)
        .where(eq(document.userId, userId))
        .orderBy(desc(document.createdAt))
        .limit(5_000);
      return rows.map(toDocument);
    },

    async get(userId: string, id: string): Promise<DocumentDto> {
      return toDocument(await ownDocument(userId, id));
    },

    /** A file as uploaded: its type is read from its content, its text extracted, its passages indexed. */
    async upload(
      userId: string,
      plan: PlanId,
      input: { name: string; bytes: Uint8Array },
    ): Promise<DocumentDto> {
      const limits = documentLimits[plan];
      if (input.bytes.byteLength > limits.maxBytes) throw tooLarge(plan);
      if (input.bytes.byteLength === 0) throw new ApiError(400, 'documents:empty', 'Le fichier est vide.');
      await checkQuota(db, userId, plan);
      const kind = await sniffDocumentKind(input.bytes, input.name);
      const extraction = await extractDocument(kind, input.bytes, options.extraction).catch((err: unknown) =>
        extractionRefused(err, kind),
      );
      return store(userId, plan, { name: input.name, kind, bytes: input.bytes, extraction });
    },

    /** A pasted text, kept as a text document. */
    async paste(userId: string, plan: PlanId, input: { name: string; text: string }): Promise<DocumentDto> {
      await checkQuota(db, userId, plan);
      const bytes = new TextEncoder().encode(input.text);
      if (bytes.byteLength > documentLimits[plan].maxBytes) throw tooLarge(plan);
      const extraction = await extractDocument('text', bytes, options.extraction).catch((err: unknown) =>
        extractionRefused(err, 'text'),
      );
      return store(userId, plan, { name: input.name, kind: 'text', bytes, extraction });
    },

    async rename(userId: string, id: string, name: string): Promise<DocumentDto> {
      const [row] = await db
        .update(document)
        .set({ name })
        .where(and(eq(document.id, id), eq(document.userId, userId)))
        .returning(listColumns);
      if (!row) throw notFound();
      return toDocument(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        // The row is locked first, so two deletions of one document take its words out once.
        const [row] = await tx
          .select({ id: document.id })
          .from(document)
          .where(and(eq(document.id, id), eq(document.userId, userId)))
          .for('update');
        if (!row) throw notFound();
        await uncountWords(tx, userId, id);
        await tx.delete(document).where(and(eq(document.id, id), eq(document.userId, userId)));
      });
    },

    /** The original bytes, for download: the row's own (before migration 0030) or its parts, in order. */
    async download(userId: string, id: string) {
      const [row] = await db
        .select({
          name: document.name,
          mimeType: document.mimeType,
          content: document.content,
          kind: document.kind,
          status: document.status,
        })
        .from(document)
        .where(and(eq(document.id, id), eq(document.userId, userId)));
      if (!row || row.status === 'storing') throw notFound();
      if (row.content) return { ...row, content: row.content };
      const parts = await db
        .select({ base64: sql<string>`encode(${documentContentPart.bytes}, 'base64')` })
        .from(documentContentPart)
        .where(eq(documentContentPart.documentId, id))
        .orderBy(asc(documentContentPart.position));
      // PostgreSQL's base64 has a line break every 76 characters; Node's decoder skips them.
      const content = new Uint8Array(Buffer.concat(parts.map((p) => Buffer.from(p.base64, 'base64'))));
      return { ...row, content };
    },

    /**
     * French full-text search over the user's passages: stems without accents, each word weighed
     * by its rarity, candidates from the rare words, closeness (ts_rank_cd) and the document's name
     * (its words and trigram similarity) for the best of them (search.ts).
     */
    async search(userId: string, question: string, limit = 10): Promise<PassageDto[]> {
      return searchPassages(db, userId, searchTerms(question) || question, limit);
    },

    /** One passage (a cited source), with its document's name: the user's own only. */
    async passage(userId: string, id: string): Promise<PassageDto> {
      const [row] = await db
        .select({
          id: documentPassage.id,
          documentId: documentPassage.documentId,
          documentName: document.name,
          page: documentPassage.page,
          section: documentPassage.section,
          body: documentPassage.body,
        })
        .from(documentPassage)
        .innerJoin(document, eq(document.id, documentPassage.documentId))
        .where(
          and(eq(documentPassage.id, id), eq(documentPassage.userId, userId), eq(document.userId, userId)),
        );
      if (!row) throw new ApiError(404, 'not_found', 'Passage introuvable.');
      return { ...row, rank: 0, highlight: [{ text: row.body, hit: false }] };
    },

    /**
     * What an employee gets for one message: the user's document count, the 5 best passages, and,
     * when the message names a kind of document (a CV, an offer, a report, meeting notes), the
     * whole of the user's document of that kind it designates (by its name's words, else the latest).
     */
    async contextFor(userId: string, message: string): Promise<DocumentContext> {
      const documentCount = await countOf(userId);
      if (documentCount === 0 || !searchTerms(message)) return { documentCount, passages: [] };
      const found = await service.search(userId, message.slice(0, 300), 5);
      const passages: ContextPassage[] = found.map((p, i) => ({
        n: i + 1,
        passageId: p.id,
        documentId: p.documentId,
        documentName: p.documentName,
        page: p.page,
        section: p.section,
        body: p.body,
      }));
      const documents = await taskDocuments(userId, message, passages.length + 1);
      return { documentCount, passages, ...(documents.length ? { documents } : {}) };
    },

    /**
     * What a tool panel (email, report) gets from the documents the user chose for it: their
     * passages that best match the request, or, when none does, their opening passages (the user
     * chose them: they are the context). Any id that is not the user's answers 404.
     */
    async contextForDocuments(userId: string, ids: string[], request: string): Promise<DocumentContext> {
      const owned = ids.length
        ? await db
            .select({ id: document.id })
            .from(document)
            .where(and(eq(document.userId, userId), inArray(document.id, ids)))
        : [];
      if (owned.length !== ids.length) throw notFound();
      const terms = searchTerms(request.slice(0, 300)) || request.slice(0, 300);
      const found = await searchPassages(db, userId, terms, toolPassages, ids);
      const passages: ContextPassage[] = found.length
        ? found.map((p, i) => ({
            n: i + 1,
            passageId: p.id,
            documentId: p.documentId,
            documentName: p.documentName,
            page: p.page,
            section: p.section,
            body: p.body,
          }))
        : (await readWhole(userId, ids, 1))
            .flatMap((d) => d.passages.slice(0, 2))
            .map((p, i) => ({ ...p, n: i + 1 }));
      return { documentCount: ids.length, passages };
    },

    /** How many documents the user has (the engines skip the search when there are none). */
    count: (userId: string) => countOf(userId),
  };
  return service;
}

export function tooLarge(plan: PlanId): ApiError {
  const max = formatMegabytes(documentLimits[plan].maxBytes);
  return new ApiError(
    413,
    'documents:too_large',
    plan === 'free'
      ? `Le fichier dépasse ${max}, la taille maximale du plan Gratuit. Passez au plan Pro pour des fichiers plus grands.`
      : `Le fichier dépasse ${max}, la taille maximale de votre plan.`,
  );
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
