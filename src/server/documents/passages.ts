// The passages' cutter is plain JavaScript (passages.mjs) so the extraction's child process runs it
// where the text was read (decision 056); this module is its typed face for the server's code.
export {
  cutIntoPassages,
  cutPassages,
  distinctWords,
  maxPassagesPerDocument,
  type PassageDraft,
} from './passages.mjs';
