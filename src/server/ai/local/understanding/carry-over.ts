// A new request in the same conversation often goes on about what the previous one named: « Il veut
// être remboursé » speaks of the customer just written to, « Rédige l'offre de stage » after « Combien
// coûte un stagiaire pour 6 mois ? » is that internship. The new request keeps the facts it does not
// say again, so the reply still greets M. Roux, names order n°4582, or says 6 months.

import { fold } from '../french.ts';
import type { Facts } from './facts.ts';

// « Il veut… », « Et elle demande… », « En fait, il préfère… »: the subject is someone named before.
const pronounSubject =
  /^\s*(?:(?:et|mais|au fait|en fait|finalement|sinon|ah|oui|non|ok|d'accord)[,\s]+)*(?:il|elle|ils|elles)\s+(?!y\s|faut\b|s'agit\b|est\s+(?:temps|possible|important|urgent|vrai)\b)/;
// « Le client veut… », « Cette cliente demande… »: the same customer, named by the role only.
const sameCustomer =
  /^\s*(?:(?:et|mais|au fait|en fait|finalement|sinon)[,\s]+)*(?:le|la|ce|cette|notre|mon|ma)\s+(?:meme\s+)?(?:client|cliente|patient|patiente|locataire|prospect|candidat|candidate)\b/;

/** True when the turn's subject stands for someone the conversation named before. */
export function speaksOfSomeoneNamed(turn: string): boolean {
  const folded = fold(turn);
  return pronounSubject.test(folded) || sameCustomer.test(folded);
}

// « Rédige l'offre de stage », « Fais le contrat », « la fiche de poste »: a thing already spoken of.
const definiteObject =
  /\b(?:l'|le |la |les |cette |ce |cet )(?:offre|annonce|fiche de poste|contrat|convention|stage|poste|devis|proposition|mail|e-mail|message|lettre|courrier)\b/;

// Words that name a kind of contract, not a job: « un stagiaire » is asked about as an internship.
const notAJob =
  /^(?:stagiaire|apprenti\w*|alternant\w*|salarie\w*|employe\w*|cdd|cdi|interimaire|personne|recrue|embauche)$/;

/** « Combien coûte un serveur en CDD de 3 mois ? » → "serveur"; null for a contract alone. */
export function hireAskedAbout(question: string): string | null {
  const folded = fold(question);
  const match =
    /\b(?:coute\w*|couterai\w*|cout d'|prix d'|salaire d'|payer|budget pour)\s*(?:(?:un|une)\s+)?([a-z'-]+(?:\s+d[e']\s*[a-z'-]+)?)/.exec(
      folded,
    );
  if (!match?.[1] || notAJob.test(match[1].split(/\s+/)[0] ?? '')) return null;
  const at = match.index + match[0].length - match[1].length;
  return question.slice(at, at + match[1].length).trim();
}

/**
 * The facts of a new request, completed with those of the previous one it goes on about: the people
 * and references when its subject is a pronoun or "le client"; the duration and the job when it
 * acts on what a question just asked about (« Combien coûte un stagiaire pour 6 mois ? » → « Rédige
 * l'offre de stage »). What the new request says itself always wins.
 */
// « Écris-lui pour… », « Invite-la à un entretien », « Relance-le »: the one written to was named before.
const pronounObjectLead = /^\s*(?:(?:et|bon|ok|d'accord|parfait|alors)[,\s]+)*\p{L}+-(?:lui|la|le)\b(?!-)/u;

export function carriedOver(previous: { command: string; facts: Facts }, turn: string, facts: Facts): Facts {
  let result = facts;
  const named = speaksOfSomeoneNamed(turn) || pronounObjectLead.test(fold(turn));
  if (named && !facts.people.length && previous.facts.people.length) {
    // The companies go with a customer spoken of (« il veut… »); a candidate's are those of the CV.
    // « Écris-lui » writes to one person: the first named.
    const spoken = speaksOfSomeoneNamed(turn);
    const companies = spoken ? previous.facts.companies : [];
    result = {
      ...result,
      people: spoken ? previous.facts.people : previous.facts.people.slice(0, 1),
      references: facts.references.length ? facts.references : previous.facts.references,
      companies: facts.companies.length ? facts.companies : companies,
    };
  } else if (speaksOfSomeoneNamed(turn) && !facts.references.length && previous.facts.references.length) {
    result = { ...result, references: previous.facts.references };
  }
  const folded = fold(turn);
  // « Combien coûte un serveur en CDD ? » then « Rédige l'offre »: the job asked about is the offer's.
  const hire = /\?\s*$/.test(previous.command) ? hireAskedAbout(previous.command) : null;
  if (hire && definiteObject.test(folded) && !facts.jobTitles.length && !previous.facts.jobTitles.length)
    result = { ...result, jobTitles: [hire] };
  if (
    /\?\s*$/.test(previous.command) &&
    definiteObject.test(folded) &&
    !facts.durations.length &&
    previous.facts.durations.length
  ) {
    result = {
      ...result,
      durations: previous.facts.durations,
      jobTitles: result.jobTitles.length ? result.jobTitles : previous.facts.jobTitles,
    };
  }
  return result;
}
