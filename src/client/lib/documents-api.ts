import { useQueryClient } from '@tanstack/react-query';
import type { PastedDocumentInput } from '../../shared/documents.ts';
import { ApiRequestError } from './api.ts';
import { api, call } from './api-client.ts';

export const documentKeys = {
  all: ['documents'] as const,
  list: ['documents', 'list'] as const,
  search: (q: string) => ['documents', 'search', q] as const,
  passage: (id: string) => ['documents', 'passage', id] as const,
};

export const fetchDocuments = () => call(api.documents.$get());

/** The file is the body; its name travels in the query (the server reads the type from the bytes). */
export const uploadDocument = (file: File) =>
  call(
    api.documents.$post(
      { query: { name: file.name } },
      { headers: { 'content-type': 'application/octet-stream' }, init: { body: file } },
    ),
  );

export const pasteDocument = (input: PastedDocumentInput) => call(api.documents.text.$post({ json: input }));

export const renameDocument = (id: string, name: string) =>
  call(api.documents[':id'].$patch({ param: { id }, json: { name } }));

export const deleteDocument = (id: string) => call(api.documents[':id'].$delete({ param: { id } }));

export const searchDocuments = (q: string) =>
  call(api.documents.search.$get({ query: { q } })).then((r) => r.passages);

export const fetchPassage = (id: string) => call(api.documents.passages[':id'].$get({ param: { id } }));

/** The original file, as a link (the browser downloads it with the server's file name). */
export const downloadHref = (id: string) => `/api${api.documents[':id'].download.$path({ param: { id } })}`;

/** Refreshes the list and the searches after a write. */
export function useInvalidateDocuments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: documentKeys.all });
}

/** The server's French refusal, or a plain retry hint. */
export function messageOf(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.';
}
