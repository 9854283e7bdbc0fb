// Zod schemas of the mailbox and calendar connections (issue 22); enums, presets and views are in
// connections-model.ts, which pages import without zod.

import { z } from './zod.ts';

export * from './connections-model.ts';

const maxIcsChars = 2_000_000;

/** An ICS import: a URL (http, https or webcal) or the text of a file. */
export const calendarImportSchema = z.union(
  [
    z.object({
      url: z
        .string({ error: 'Indiquez l’adresse du calendrier.' })
        .trim()
        .min(1, { error: 'Indiquez l’adresse du calendrier.' })
        .max(2000, { error: 'L’adresse ne peut pas dépasser 2 000 caractères.' })
        .transform((url) => url.replace(/^webcal:\/\//i, 'https://'))
        .pipe(
          z.url({
            protocol: /^https?$/,
            error: 'Adresse invalide : elle doit commencer par https://, http:// ou webcal://.',
          }),
        ),
    }),
    z.object({
      ics: z
        .string({ error: 'Le fichier est vide.' })
        .min(1, { error: 'Le fichier est vide.' })
        .max(maxIcsChars, { error: 'Le fichier dépasse 2 Mo.' }),
      fileName: z.string().trim().max(200).default('fichier.ics'),
    }),
  ],
  { error: 'Indiquez l’adresse d’un calendrier ou le contenu d’un fichier .ics.' },
);
export type CalendarImportInput = z.input<typeof calendarImportSchema>;

export const calendarFeedViewSchema = z.object({
  url: z.string().optional(),
  tokenHint: z.string(),
  createdAt: z.string(),
  lastFetchedAt: z.string().nullable(),
});

export const calendarStateSchema = z.object({
  feed: calendarFeedViewSchema.nullable(),
  importedEvents: z.number(),
  lastImportAt: z.string().nullable(),
});
export type CalendarState = z.output<typeof calendarStateSchema>;

export const calendarImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
});
