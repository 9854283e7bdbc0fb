// The company brain's plain values (no zod, so pages can read them): kinds, plan limits, how a
// passage is named. The contract's schemas are in documents.ts.

import type { PlanId } from './plans.ts';

export const documentKinds = ['pdf', 'docx', 'txt', 'md', 'csv', 'text'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentKindLabels: Record<DocumentKind, string> = {
  pdf: 'PDF',
  docx: 'Word',
  txt: 'Texte',
  md: 'Markdown',
  csv: 'CSV',
  text: 'Texte collé',
};

export interface DocumentLimits {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Most documents kept at once. */
  maxDocuments: number;
}

/** Gratuit small, Pro and Entreprise larger (the server enforces them: 413 and 403). */
export const documentLimits: Record<PlanId, DocumentLimits> = {
  free: { maxBytes: 5 * 1024 * 1024, maxDocuments: 20 },
  pro: { maxBytes: 20 * 1024 * 1024, maxDocuments: 500 },
  enterprise: { maxBytes: 40 * 1024 * 1024, maxDocuments: 5_000 },
};

/** The largest body any plan may send; beyond it the upload is refused before reading. */
export const maxDocumentBytes = Math.max(...Object.values(documentLimits).map((l) => l.maxBytes));

/** `5 Mo` */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024)).toLocaleString('fr-FR')} Mo`;
}

/** "CGV.pdf, page 2" or "Procédure.docx, section « Retours »" */
export function passageWhere(p: {
  documentName: string;
  page: number | null;
  section: string | null;
}): string {
  if (p.page !== null) return `${p.documentName}, page ${p.page}`;
  if (p.section) return `${p.documentName}, section « ${p.section} »`;
  return p.documentName;
}

/** POST /api/documents?name=…: the file's bytes are the body (the one route above the 1 MB limit). */
export const documentUploadPath = '/api/documents';

/** « Indexation : 40 % » for a document whose passages are being indexed in the background. */
export function indexingProgress(doc: { passageCount: number; totalPassages: number }): string {
  const share = doc.totalPassages > 0 ? doc.passageCount / doc.totalPassages : 0;
  // Never « 100 % » before the document is ready; the space is written here, not left to the
  // engine's Intl data (which puts U+00A0 or U+202F depending on its version).
  return `Indexation\u00a0: ${Math.min(Math.floor(share * 100), 99)}\u202f%`;
}
