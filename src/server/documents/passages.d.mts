import type { ExtractedBlock } from './extract.ts';

export interface PassageDraft {
  position: number;
  page: number | null;
  section: string | null;
  body: string;
}

export declare const maxPassagesPerDocument: number;
export declare function cutPassages(blocks: ExtractedBlock[]): {
  passages: PassageDraft[];
  truncated: boolean;
};
export declare function cutIntoPassages(blocks: ExtractedBlock[]): PassageDraft[];
export declare function distinctWords(passages: PassageDraft[], stopAbove?: number): number;
