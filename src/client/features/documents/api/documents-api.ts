import type {
  DocumentDto,
  DocumentListDto,
  PassageDto,
  PastedDocumentInput,
} from '../../../../shared/documents.ts';
import { apiFetch } from '../../../lib/api.ts';

export const documentKeys = {
  all: ['documents'] as const,
  list: ['documents', 'list'] as const,
  search: (q: string) => ['documents', 'search', q] as const,
  passage: (id: string) => ['documents', 'passage', id] as const,
};

export const fetchDocuments = () => apiFetch<DocumentListDto>('/api/documents');

/** The file is the body; its name travels in the query (the server reads the type from the bytes). */
export const uploadDocument = (file: File) =>
  apiFetch<DocumentDto>(`/api/documents?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    body: file,
    headers: { 'content-type': 'application/octet-stream' },
  });

export const pasteDocument = (input: PastedDocumentInput) =>
  apiFetch<DocumentDto>('/api/documents/text', { json: input });

export const renameDocument = (id: string, name: string) =>
  apiFetch<DocumentDto>(`/api/documents/${id}`, { method: 'PATCH', json: { name } });

export const deleteDocument = (id: string) => apiFetch<null>(`/api/documents/${id}`, { method: 'DELETE' });

export const searchDocuments = (q: string) =>
  apiFetch<{ passages: PassageDto[] }>(`/api/documents/search?q=${encodeURIComponent(q)}`).then(
    (r) => r.passages,
  );

export const fetchPassage = (id: string) => apiFetch<PassageDto>(`/api/documents/passages/${id}`);
