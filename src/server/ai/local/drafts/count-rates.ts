// « J'ai envoyé 40 devis et 14 ont été signés, pour 23 800 € au total. C'est quoi mon taux de
// transformation, et le montant moyen d'un devis signé ? » (issue 41, reasoning over what the user
// gives): a rate worked out from two counts (the successes over the whole), an average from a total
// and the count it is spread over, the working shown, in the user's own words.
import { capitalise, eurosToTheCent, fold, percentSaid } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { amountPattern, eurosValue } from '../understanding/facts.ts';
import { blocks } from './compose.ts';

/** A count the user gives, with the words around it that say what it counts. */
export interface CountSaid {
  value: number;
  index: number;
  end: number;
  /** « devis », « rendez-vous », « demandes de devis »: the noun after the figure, as typed. */
  noun: string | null;
  /** « signés », « conclu »: the participle that makes it a count of successes, as typed. */
  participle: string | null;
  /** « j'en ai signé 14 »: said before the figure, so it does not agree with it (never said back). */
  participleBefore?: boolean;
}

export interface CountRates {
  /** The whole (« 40 devis ») and the part of it that succeeded (« 14 signés »), when a rate is asked. */
  rate: { label: string; whole: CountSaid; part: CountSaid } | null;
  /** The total and the count it is spread over, when an average is asked. */
  average: { label: string; total: number; over: CountSaid } | null;
  /** « Et si je l'augmente de 2 € ? »: the rise of the average asked about, in euros. */
  raise?: { euros: number; period: string | null };
}

// « taux de transformation », « pourcentage », « quel % », « ratio »: a rate asked.
const rateAsked =
  /\b(taux(?:\s+(?:de|d')\s*[\p{L}-]+)?|pourcentage|ratio|proportion|quelle part|combien (?:de|en) %|en %|quel %)/u;
// « montant moyen », « panier moyen », « en moyenne », « la moyenne »: an average asked.
const averageAsked = /\b(moyen(?:ne|s|nes)?|en moyenne)\b/;
// A question, or a calculation asked: not a text to write that quotes its figures.
const calculationAsked =
  /\?|\b(?:calcule\w*|combien|quel(?:le)?s?|c'est quoi|donne(?:-moi|-nous)?|dis-moi|dites-moi)\b/;
const writingAsked =
  /^\s*(?:(?:peux-tu|pourrais-tu|merci de)\s+)?(?:ecris|redige|prepare|fais|publie|envoie)\w*\b[^?]{0,60}\b(?:post|mail|e-mail|email|message|newsletter|article|lettre|courrier|annonce|publication)\b/;
// The verbs of a success: a quote signed, a sale closed, a mail opened, a candidate hired.
const success =
  /^(?:sign|accept|valid|conclu|gagn|transform|vend|convert|ouvert|cliqu|repond|venu|present|inscri|embauch|retenu|resolu|livr|pay|regl|confirm|honor|concretis|decroch|remport|obten|fini|termin|reussi)/;
// « signés », « ouvertes », « conclus », « inscrits »: a past participle, as against the nouns of the
// same verbs (« signatures », « embauches », « inscriptions »).
const participleForm = /(?:ee|ees|i|is|ie|ies|it|its|ite|ites|u|us|ue|ues|ert|erts|erte|ertes)$/;
const successParticiple = (typed: string) => {
  const word = fold(typed);
  return success.test(word) && (/(?:é|ée|és|ées)$/i.test(typed) || participleForm.test(word));
};
// « 1 200 envoyées »: any word in -é is a participle, never what is counted.
const anyParticiple = (typed: string) => /(?:é|ée|és|ées)$/i.test(typed) || successParticiple(typed);

// Figures that are no counts: a day of the month, a year, a duration, an hour, a rank.
const notCount =
  /^\s*(?:%|pour ?cent|er\b|e\b|eme\b|h\b|heures?\b|min\b|minutes?\b|jours?\b|semaines?\b|mois\b|ans?\b|annees?\b|trimestres?\b|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)/;
const notNoun =
  /^(?:ont|sont|a|ai|avons|avez|de|d'|des|du|sur|et|ou|pour|par|dont|en|au|aux|le|la|les|un|une|ce|cette|qui|que|j'ai|j'en|se|ete|fois|au total|en tout)$/;

/** Every count of the message, amounts, percentages, days and durations aside. */
export function countsSaid(message: string): CountSaid[] {
  const folded = fold(message);
  // Amounts are read apart: their figures are no counts.
  let masked = folded;
  for (const match of message.matchAll(new RegExp(amountPattern.source, 'g')))
    masked = `${masked.slice(0, match.index)}${' '.repeat(match[0].length)}${masked.slice(match.index + match[0].length)}`;
  const counts: CountSaid[] = [];
  for (const match of masked.matchAll(/(?<![\d,.])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?![\d,.]*\d)/g)) {
    const end = match.index + match[0].length;
    const after = masked.slice(end);
    if (notCount.test(after)) continue;
    // « en 2025 », « le 15 » : a year or a day.
    if (/^(?:19|20)\d{2}$/.test(match[1]!) || /\b(?:le|du|au|en)\s+$/.test(masked.slice(0, match.index)))
      continue;
    const value = Number(match[1]!.replace(/\D/g, ''));
    // « 40 devis », « 25 rendez-vous », « 40 demandes de devis »: the noun as typed.
    const word = /^\s+([\p{L}][\p{L}'-]*(?:\s+(?:de|d')\s*[\p{L}][\p{L}-]*)?)/u.exec(after);
    const typedWord = word?.[1]
      ? message.slice(end + word[0].length - word[1].length, end + word[0].length)
      : '';
    const firstWord = typedWord.split(/\s+/)[0] ?? '';
    const isNoun = Boolean(typedWord) && !notNoun.test(fold(firstWord)) && !anyParticiple(firstWord);
    const noun = isNoun ? typedWord : null;
    // « 14 ont été signés », « dont 14 signés », « j'en ai signé 14 », « j'ai conclu 5 ventes ».
    const following =
      /^\s+(?:(?:ont|sont|se sont|ont fini par etre|ont ete|sont devenus)\s+)?(?:ete\s+)?([\p{L}]+)/u.exec(
        after.slice(isNoun ? word![0].length : 0),
      );
    const preceding = /\b(?:ai|a|avons|avez|ont)\s+([\p{L}]+)\s+(?:\p{L}+\s+)?$/u.exec(
      masked.slice(Math.max(0, match.index - 30), match.index),
    );
    const at = (found: RegExpExecArray, base: number) => base + found[0].length - found[1]!.length;
    const followingAt = following?.[1] ? at(following, end + (isNoun ? word![0].length : 0)) : -1;
    const followingTyped = following?.[1]
      ? message.slice(followingAt, followingAt + following[1].length)
      : '';
    const precedingAt = preceding?.[1]
      ? Math.max(0, match.index - 30) + preceding.index + preceding[0].indexOf(preceding[1])
      : -1;
    const precedingTyped = preceding?.[1]
      ? message.slice(precedingAt, precedingAt + preceding[1].length)
      : '';
    const after_ = Boolean(followingTyped) && successParticiple(followingTyped);
    const participle = after_
      ? followingTyped
      : precedingTyped && successParticiple(precedingTyped)
        ? precedingTyped
        : null;
    const participleBefore = Boolean(participle) && !after_;
    counts.push({ value, index: match.index, end, noun, participle, participleBefore });
  }
  return counts;
}

/** The user's words for what is asked (« taux de transformation », « montant moyen d'un devis signé »). */
function asTyped(message: string, folded: string, pattern: RegExp): string | null {
  const match = pattern.exec(folded);
  if (!match?.[1]) return null;
  const start = match.index + match[0].indexOf(match[1]);
  return message.slice(start, start + match[1].length).trim();
}

/** The rate and the average asked on counts the user gives, or null when the message asks neither. */
export function countRatesIn(message: string): CountRates | null {
  const folded = fold(message);
  const wantsRate = rateAsked.test(folded);
  const wantsAverage = averageAsked.test(folded);
  if ((!wantsRate && !wantsAverage) || !calculationAsked.test(folded) || writingAsked.test(folded))
    return null;
  const counts = countsSaid(message).filter((count) => count.value > 0);
  const allAmounts = [...message.matchAll(new RegExp(amountPattern.source, 'g'))]
    .map((match) => ({ euros: eurosValue(match[0])?.euros ?? null, index: match.index }))
    .filter((amount): amount is { euros: number; index: number } => amount.euros !== null);
  // « si je l'augmente de 2 € », « 2 € de plus par panier »: a rise asked about, not a total.
  const raised = allAmounts.find(
    (amount) =>
      /\b(?:augment\w*|hausse\w*|monte\w*|releve\w*)\s+(?:de\s+|d')?$|\+\s*$/.test(
        folded.slice(Math.max(0, amount.index - 30), amount.index),
      ) || /^[^.?!]{0,12}?\bde plus\b/.test(folded.slice(amount.index, amount.index + 30)),
  );
  const amounts = allAmounts.filter((amount) => amount !== raised);
  let rate: CountRates['rate'] = null;
  if (wantsRate && counts.length >= 2 && !/\d\s*(?:%|pour ?cent)/.test(folded)) {
    // The part: the count said a success (« 14 signés »), else the smaller; the whole: the larger.
    const sorted = [...counts].sort((a, b) => b.value - a.value);
    const whole = sorted[0]!;
    // « quel taux d'embauche » over « 80 candidatures, 12 entretiens et 3 embauches »: the count named.
    const rateWord = /\btaux\s+(?:de|d')\s*([\p{L}-]+)/u.exec(folded)?.[1] ?? '';
    const named = (said: CountSaid) =>
      Boolean(rateWord && said.noun && fold(said.noun).slice(0, 5) === rateWord.slice(0, 5));
    const part =
      counts.find((count) => count !== whole && count.participle) ??
      counts.find((count) => count !== whole && named(count)) ??
      sorted[1]!;
    if (part.value <= whole.value && counts.length <= 3) {
      const said = asTyped(
        message,
        folded,
        /\b((?:taux|pourcentage|part|proportion)\s+(?:de|d')\s*[\p{L}-]+(?:\s+(?:de|des|du)\s+[\p{L}-]+)?)/u,
      );
      rate = { label: said ? capitalise(said) : 'Taux', whole, part };
    }
  }
  let average: CountRates['average'] = null;
  if (wantsAverage && amounts.length === 1 && counts.length >= 1) {
    const total = amounts[0]!;
    const askedAt = folded.search(averageAsked);
    const question = folded.slice(Math.max(0, askedAt - 40), askedAt + 60);
    const part = rate?.part ?? counts.find((count) => count.participle) ?? null;
    // « le montant moyen d'un devis signé »: over the successes; « par client »: over the count named;
    // else over the count the total is said with (« 14 ont été signés, pour 23 800 € »).
    const named = counts.find(
      (count) => count.noun && question.includes(fold(count.noun).replace(/s$/, '').slice(0, 5)),
    );
    const successNamed =
      part &&
      [...question.matchAll(/[\p{L}]+/gu)].some((word) => success.test(word[0]) && word[0] !== 'moyen');
    const nearest = [...counts].filter((count) => count.end <= total.index).at(-1) ?? null;
    const over =
      (successNamed ? part : null) ??
      (named && counts.filter((count) => count.noun === named.noun).length === 1 && !part ? named : null) ??
      nearest ??
      (counts.length === 1 ? counts[0]! : null);
    if (over) {
      const said = asTyped(
        message,
        folded,
        /\b((?:(?:le|la|mon|ma|notre)\s+)?(?:montant|panier|prix|ticket|chiffre d'affaires|ca|valeur|cout|budget|gain|revenu|vente|facture|commande|depense)\s+moyen(?:ne)?(?:\s+(?:d'un|d'une|par|de|du|des|pour)\s+(?:[\p{L}'-]+)(?:\s+(?!et\b|ou\b)[\p{L}-]+)?)?)/u,
      );
      // « combien en moyenne par contrat »: the average of what is named after it.
      const per = asTyped(
        message,
        folded,
        /\ben moyenne\s+((?:par|pour)\s+(?:un\s+|une\s+|chaque\s+)?[\p{L}-]+)/u,
      );
      average = {
        label: said
          ? capitalise(said.replace(/^(?:le|la|mon|ma|notre)\s+/i, ''))
          : per
            ? `Moyenne ${per}`
            : 'Moyenne',
        total: total.euros,
        over,
      };
    }
  }
  const period = /\bsur (?:le|un) mois\b|\bpar mois\b|\bce mois\b/.test(folded)
    ? 'sur le mois'
    : /\bsur l'annee\b|\bpar an\b|\bcette annee\b/.test(folded)
      ? 'sur l’année'
      : null;
  return rate || average
    ? { rate, average, ...(average && raised ? { raise: { euros: raised.euros, period } } : {}) }
    : null;
}

const count = (value: number) => value.toLocaleString('fr-FR').replace(/[\u00a0\u202f]/g, ' ');

/** « 14 devis signés », « 5 ventes », « 40 devis »: a count with the words the user gave it. */
function counted(said: CountSaid, whole?: CountSaid): string {
  const participle = said.participle && !said.participleBefore ? said.participle : null;
  if (said.noun) return `${count(said.value)} ${said.noun}${participle ? ` ${participle}` : ''}`;
  if (participle && whole?.noun) return `${count(said.value)} ${whole.noun} ${participle}`;
  return participle ? `${count(said.value)} ${participle}` : count(said.value);
}

/** The working: each figure asked, line by line, and what the two say together. */
export function countRatesReply(rates: CountRates): string {
  const { rate, average } = rates;
  const lines: string[] = [];
  if (rate) {
    const { whole, part } = rate;
    // « 14 devis signés sur 40 », « 5 ventes sur 25 rendez-vous », « 6 sur 30 prospects ».
    const partSaid = counted(part, whole);
    const sameNoun = whole.noun && partSaid !== count(part.value) && partSaid.includes(whole.noun);
    lines.push(
      `- **${rate.label}** : ${count(part.value)} ÷ ${count(whole.value)} = **${percentSaid(part.value / whole.value)}** (${partSaid} sur ${sameNoun ? count(whole.value) : counted(whole)})`,
    );
  }
  if (average) {
    lines.push(
      `- **${average.label}** : ${eurosToTheCent(average.total)} ÷ ${count(average.over.value)} = **${eurosToTheCent(average.total / average.over.value)}**`,
    );
  }
  // With both, what each attempt brings in: the total over the whole, not only over the successes.
  const perAttempt =
    rate && average && average.over === rate.part && rate.whole.noun
      ? `Sur l’ensemble des ${counted(rate.whole)}, cela fait ${eurosToTheCent(average.total / rate.whole.value)} par ${singular(rate.whole.noun)} en moyenne (${eurosToTheCent(average.total)} ÷ ${count(rate.whole.value)}).`
      : null;
  // « Et si je l'augmente de 2 € ? »: the same count at the new average, what it adds.
  const { raise } = rates;
  if (average && raise)
    lines.push(
      `- **Avec ${eurosToTheCent(raise.euros)} de plus** : ${count(average.over.value)} × ${eurosToTheCent(raise.euros)} = **${eurosToTheCent(average.over.value * raise.euros)}** de plus${raise.period ? ` ${raise.period}` : ''}, à nombre de ${average.over.noun ?? 'ventes'} égal (${average.label.toLowerCase()} à ${eurosToTheCent(average.total / average.over.value + raise.euros)}).`,
    );
  return blocks('Le calcul, avec vos chiffres :', lines.join('\n'), perAttempt);
}

/** « devis » stays, « ventes » → « vente », « rendez-vous » stays; « chaque » takes either gender. */
function singular(noun: string): string {
  const [head = noun, ...rest] = noun.split(/\s+/);
  const one = /(?:[^aeiou]s|x)$/.test(head) && !/(?:is|us|os|as|ous)$/.test(head) ? head.slice(0, -1) : head;
  return rest.length ? `${one} ${rest.join(' ')}` : one;
}

/** The reasoning skill's answer: the rate and the average asked on the counts given, or null. */
export function countRatesAnswer(conversation: Conversation): string | null {
  const rates = countRatesIn(conversation.message);
  return rates ? countRatesReply(rates) : null;
}
