// The company brain's contract (issue 20): documents the employees read, search and cite. The zod
// schemas validate the server's input and the /documents forms; the limits are shown in the UI.

import { documentKinds } from './documents-model.ts';
import { multiLineText, singleLineText } from './text-rules.ts';
import { z } from './zod.ts';

export * from './documents-model.ts';

export const documentNameSchema = z
  .string({ error: 'Le nom du document est requis.' })
  .trim()
  .min(1, { error: 'Le nom du document est requis.' })
  .max(200, { error: 'Le nom du document ne peut pas dépasser 200 caractères.' })
  .refine(...singleLineText);

/** POST /api/documents/text: a pasted text becomes a document. */
export const pastedDocumentSchema = z.object({
  name: documentNameSchema,
  text: z
    .string({ error: 'Le texte est requis.' })
    .trim()
    .min(1, { error: 'Collez un texte avant d’enregistrer.' })
    .max(200_000, { error: 'Le texte ne peut pas dépasser 200 000 caractères : envoyez plutôt un fichier.' })
    .refine(...multiLineText),
});
export type PastedDocumentInput = z.input<typeof pastedDocumentSchema>;

/** PATCH /api/documents/:id: rename. */
export const documentPatchSchema = z.object({ name: documentNameSchema });

/** GET /api/documents/search?q= */
export const documentSearchSchema = z.object({
  q: z
    .string({ error: 'Indiquez ce que vous cherchez.' })
    .trim()
    .min(2, { error: 'Indiquez au moins 2 caractères.' })
    .max(300, { error: 'La recherche ne peut pas dépasser 300 caractères.' })
    .refine(...singleLineText),
  limit: z.coerce
    .number({ error: 'Le nombre de résultats doit être un nombre.' })
    .int({ error: 'Le nombre de résultats doit être un nombre entier.' })
    .min(1, { error: 'Au moins 1 résultat.' })
    .max(50, { error: 'Au plus 50 résultats.' })
    .default(10),
});

export const documentLimitsSchema = z.object({ maxBytes: z.number(), maxDocuments: z.number() });

export const documentDtoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(documentKinds),
  mimeType: z.string(),
  sizeBytes: z.number(),
  /**
   * `no_text`: a scanned PDF (images only), which the employees cannot read; `indexing`: a large
   * document whose passages are being indexed in the background (searchable as they are indexed).
   */
  status: z.enum(['ready', 'no_text', 'indexing']),
  pageCount: z.number().nullable(),
  /** The passages indexed so far (all of them once ready). */
  passageCount: z.number(),
  /** The passages the document was cut into: passageCount / totalPassages is the indexing's progress. */
  totalPassages: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentDto = z.infer<typeof documentDtoSchema>;

export const documentListSchema = z.object({
  documents: z.array(documentDtoSchema),
  limits: documentLimitsSchema,
  /** The provider that receives passages with the questions, or null when only the local engine reads them. */
  sentTo: z.string().nullable(),
});
export type DocumentListDto = z.infer<typeof documentListSchema>;

/** A piece of highlighted text: `hit` marks the words that matched the search. */
export const highlightSegmentSchema = z.object({ text: z.string(), hit: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegmentSchema>;

/** A passage found or cited: where it comes from and what it says. */
export const passageDtoSchema = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  documentName: z.string(),
  page: z.number().nullable(),
  section: z.string().nullable(),
  body: z.string(),
  rank: z.number(),
  highlight: z.array(highlightSegmentSchema),
});
export type PassageDto = z.infer<typeof passageDtoSchema>;

export const passageListSchema = z.object({ passages: z.array(passageDtoSchema) });

/** A source an employee's reply cites (kept with the message, shown in the "Sources" block). */
export const messageSourceSchema = z.object({
  /** The number the reply cites it by: [1], [2]… */
  n: z.number(),
  passageId: z.string(),
  documentId: z.string(),
  documentName: z.string(),
  page: z.number().nullable(),
  section: z.string().nullable(),
  /** The passage's text as it was cited. */
  excerpt: z.string(),
});
export type MessageSource = z.infer<typeof messageSourceSchema>;
