// Extractive summaries: the sentences that carry the text's most frequent meaningful words.
import type { ChatTurn } from '../types.ts';
import { fold, shorten, stopWords } from './french.ts';

export interface TextSummary {
  wordCount: number;
  /** The chosen sentences, in the text's order. */
  keySentences: string[];
  /** The most frequent meaningful words, as written in the text. */
  keyTerms: string[];
  /** Sentences that ask for something or set a date. */
  actions: string[];
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.replace(/^[-*•>\d.)\s]+/, '').trim())
    .filter((sentence) => sentence.length > 1);
}

function wordsOf(text: string): Array<{ written: string; key: string }> {
  return (text.match(/[\p{L}\d][\p{L}\d'’-]*/gu) ?? [])
    .map((written) => ({ written, key: fold(written).replace(/^[a-z]'/, '') }))
    .filter((word) => word.key.length >= 4 && !stopWords.has(word.key));
}

const actionPattern =
  /\b(doi[st]|devons|devez|faut|merci de|a faire|avant le|d'ici|au plus tard|deadline|echeance|urgent|penser a|prevoir|valider|envoyer|confirmer)\b/;

export function summariseText(text: string, maxSentences = 3): TextSummary {
  const sentences = sentencesOf(text);
  const frequency = new Map<string, number>();
  const written = new Map<string, string>();
  for (const word of wordsOf(text)) {
    frequency.set(word.key, (frequency.get(word.key) ?? 0) + 1);
    if (!written.has(word.key)) written.set(word.key, word.written);
  }
  const score = (sentence: string) => {
    const words = wordsOf(sentence);
    const total = words.reduce((sum, word) => sum + (frequency.get(word.key) ?? 0), 0);
    return words.length ? total / Math.sqrt(words.length) : 0;
  };
  const chosen = sentences
    .map((sentence, index) => ({ sentence, index, score: score(sentence) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, maxSentences)
    .sort((a, b) => a.index - b.index)
    .map((entry) => shorten(entry.sentence, 220));
  const keyTerms = [...frequency.entries()]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([key]) => written.get(key) ?? key);
  const actions = sentences
    .filter((sentence) => actionPattern.test(fold(sentence)))
    .map((s) => shorten(s, 160));
  return {
    wordCount: (text.match(/\S+/g) ?? []).length,
    keySentences: chosen,
    keyTerms,
    actions: actions.slice(0, 4),
  };
}

/** The first meaningful line of a reply, without Markdown marks. */
export function gistOf(turn: ChatTurn): string {
  const line =
    turn.content
      .split('\n')
      .map((text) => text.replace(/[#*_>`|]/g, '').trim())
      .find((text) => text.length > 0) ?? '';
  // Drop the short opener of a reply ("Bien sûr.", "C'est parti !") and the colon announcing a list.
  const gist = line.replace(/^[^.!?]{1,25}[.!?]\s+(?=\S)/, '').replace(/\s*:$/, '');
  return shorten(gist, 140);
}
