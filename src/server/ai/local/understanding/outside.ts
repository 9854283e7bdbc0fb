// A request outside the employee's role: « Conçois une formation Excel pour mes commerciaux » asked
// to the assistant, « Donne-moi une recette de tarte » asked to the project manager. Read by what the
// request names (its object) and how it asks (a thing to set up, a piece of knowledge), so the reply
// says so honestly and offers the part the employee can do, instead of an unrelated template.
import type { EmployeeId } from '../../../../shared/routes.ts';
import { fold } from '../french.ts';
import { employeesNamedByWords } from './domains.ts';

// Words that keep a request in the employee's own field even when the classifier hesitates.
const ownField: Partial<Record<EmployeeId, RegExp>> = {
  alfred:
    /\b(mail|e-mail|email|courriel|message|mot|courrier|lettre|sms|reponds?|repondre|ecri(?:s|vez|re)(?:-lui|-leur)?(?= a | au | aux |$)|ecris-lui|ecris-leur|point|agenda|planning|calendrier|rendez-vous|rdv|reunions?|appels?|rappel\w*|taches?|notes?|priorit\w*|invitation|invite\w*|convocation)\b/,
  millie:
    /\b(plan|planifi\w*|etapes?|jalons?|equipes?|organis\w*|calendrier|retroplanning|echeanciers?|deadlines?|dates? limites?|responsables?|avancement|risques?|budget)\b/,
  suki: /\b(textes?|annonces?|communication|marketing|promo\w*|visibilite|image de marque|publi\w*|poster|legendes?|edito\w*|page d'accueil|site)\b/,
};

/** True when the request names the employee's field in words (its domain, or what it writes). */
export function inOwnField(employee: EmployeeId, command: string): boolean {
  return employeesNamedByWords(command).has(employee) || Boolean(ownField[employee]?.test(fold(command)));
}

/** The employees whose fallback to their first writing is replaced by an honest « outside » reply. */
export function readsOutside(employee: EmployeeId): boolean {
  return employee in ownField;
}

// "Peux-tu", "j'aimerais que tu", "il me faut", "j'ai besoin de": the way of asking, before the verb.
const askingLead =
  /^\s*(?:(?:bonjour|salut|alors|bon|dis|dites)\s*,?\s*)?(?:(?:peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|tu peux|vous pouvez|tu pourrais|vous pourriez|merci de|j'aimerais que tu|je voudrais que tu|je veux que tu|il faudrait|il faut|on doit|on devrait|nous devons|je dois|on va|nous allons)\s+(?:me\s+|m'|nous\s+)?)?/;
const neededLead =
  /^\s*(?:j'ai besoin d[e']|il me faut|il nous faut|je (?:veux|voudrais|souhaite|souhaiterais|aimerais)(?: bien)?|on (?:veut|voudrait|aimerait))\s*/;

/**
 * What the request asks for, in the user's words and without the verb: « une formation Excel pour
 * mes commerciaux » of « Conçois une formation Excel pour mes commerciaux ».
 */
export function requestedObject(command: string): string {
  // The first sentence holds the thing; « Je fais le salon… » loses its subject and verb too.
  const sentence = (command.trim().split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0] ?? command).replace(/[.!?\s]+$/, '');
  const told =
    /^(?:je|j['’]|on|nous)\s*(?:fais|fait|faisons|organise|organisons|prepare|prépare|préparons|preparons|lance|lançons|ai|a|avons)\s+(?=(?:le|la|les|l['’]|un|une|des|notre|nos|mon|ma|mes)\b)/iu.exec(
      sentence,
    );
  if (told) return shortObject(sentence.slice(told[0].length).trim());
  const text = sentence;
  const folded = fold(text);
  const needed = neededLead.exec(folded);
  let start = 0;
  if (needed) {
    start = needed[0].length;
    // "je voudrais organiser un séminaire": the verb after the wish goes too.
    const verb = /^(?:[a-z]+(?:er|ir|re))\s+/.exec(folded.slice(start));
    if (verb) start += verb[0].length;
  } else {
    const lead = askingLead.exec(folded);
    start = lead ? lead[0].length : 0;
    // The verb, its pronoun ("fais-moi", "mets-nous") and "en place", "au point", "sur pied".
    const verb =
      /^(?:[\p{L}]+(?:-(?:moi|nous|lui|leur|les|le|la))?)(?:\s+(?:en place|au point|sur pied|en oeuvre))?\s+/u.exec(
        folded.slice(start),
      );
    if (verb) start += verb[0].length;
  }
  const object = text.slice(start).trim();
  return shortObject(object.length >= 3 ? object : text);
}

/** Quoted back in a suggestion (« Crée une tâche au sujet de … »): its dates and details left out. */
function shortObject(said: string): string {
  if (said.length <= 70 && !/\s(?:du|le|les)\s+\d/.test(said)) return said;
  const short = said
    .split(
      /\s+(?=(?:du|le|les|au|en|avant|pour|avec|dans|depuis|car|parce)\s+\d|(?:car|parce que|avec|pour que)\s)/u,
    )[0]!
    .trim();
  return short.length <= 70 ? short : 'cette demande';
}

// Something to set up, run or produce: a project in all but name (a training, a move, an audit).
const undertakingVerbs =
  /^\s*(?:(?:peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|tu peux|vous pouvez|merci d[e'])\s+(?:me\s+|m'|nous\s+)?)?(?:conc\w+|organis\w*|planifie[rz]?|mets en place|mettre en place|mettez en place|monte[rz]?|lance[rz]?|cree[rz]?|construi\w*|developpe[rz]?|deploie[rz]?|deployer|implante[rz]?|installe[rz]?|prepare[rz]?|amenage[rz]?|reorganise[rz]?|forme[rz]?|structure[rz]?|refai\w*|renove[rz]?|demenage[rz]?)\b/;
const undertakingNouns =
  /\b(formations?|seminaires?|ateliers?|salons?|evenements?|soirees?|fetes?|pots?|inventaires?|audits?|demenagements?|amenagements?|travaux|reorganisation|migration|process\w*|procedures?|onboarding|integration|parcours|programmes?|plans? d'action|systemes?|outils?|boutiques?|magasins?|locaux|bureaux|lancements?|ouvertures?|inaugurations?|portes ouvertes|campagnes?)\b/;

// "Il faut préparer le salon…", "On doit livrer l'appli…", "Nous devons ouvrir…": the same, said
// as what has to be done.
const dutyLead =
  /^\s*(?:il (?:faut|faudrait)|on (?:doit|devrait|va)|nous (?:devons|allons)|je (?:dois|vais))\s+(?:conc\w+|organiser|mettre en place|monter|lancer|creer|construire|developper|deployer|installer|preparer|amenager|reorganiser|former|refaire|renover|demenager|livrer|ouvrir|migrer|inaugurer)\b/;

/** True for a thing to set up ("Conçois une formation", "Il me faut un inventaire du stock"). */
export function asksForUndertaking(command: string): boolean {
  const folded = fold(command);
  return (
    undertakingVerbs.test(folded) ||
    dutyLead.test(folded) ||
    (neededLead.test(folded) && undertakingNouns.test(folded))
  );
}

/**
 * What a plan is for, from the object asked: « le salon Maison & Objet » of « Il faut préparer le
 * salon Maison & Objet du 16 au 20 janvier à Villepinte avec Léa et Hugo » (its dates, place and team
 * are the plan's own lines).
 */
export function planObject(command: string, dates: Array<{ text: string }>): string {
  let object = requestedObject(command).split(/\s*[,;:]\s/)[0] ?? '';
  for (const date of dates) object = object.replace(date.text, ' ');
  return object
    .replace(/\s+(?:avec|a|à|au|en|pour|d'ici)\s+\p{Lu}.*$/u, '')
    .replace(/\s+avec\s.*$/, '')
    .replace(/\s+(?:le|la|les|du|au|des|de|pour|d'ici|avant|en)?\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the message reads as a request (an order, a wish, a question), not a statement. */
export function readsAsRequest(command: string): boolean {
  const folded = fold(command).trim();
  if (folded.includes('?')) return true;
  if (
    /^(?:peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|tu peux|vous pouvez|merci de|j'ai besoin|il me faut|il nous faut|je (?:veux|voudrais|souhaite|aimerais))\b/.test(
      folded,
    )
  )
    return true;
  const first = /^[\p{L}]+(?:-(?:moi|nous|lui|leur))?/u.exec(folded)?.[0] ?? '';
  return (
    /-(?:moi|nous|lui|leur)$/.test(first) ||
    (/(?:e|es|is|ds|ts|ez|x)$/.test(first) &&
      !/^(?:je|tu|il|elle|on|nous|vous|ils|elles|le|la|les|de|des|une|ce|ces|cette|mes|tes|ses|nos|vos|leurs|que|quelle|quelles|comme|entre|apres|depuis|avec|sous|sur|pres|hier|demain|ceci|cela|voici|voila|notre|votre|aucune|toute|toutes|chaque|chez|puis|donc|mais|ainsi|enfin|encore|aussi|ensuite)$/.test(
        first,
      ))
  );
}

/** A profession's field that no one in the team covers: who does it, and what to compare for it. */
export interface Specialist {
  /** « de la comptabilité et de la fiscalité »: what the request is a matter of. */
  ofField: string;
  /** « la comptabilité et la fiscalité ». */
  field: string;
  /** Who does it, said to the user: « votre expert-comptable », « un avocat ou un juriste ». */
  expert: string;
  /** The same after « de »: « de votre expert-comptable », « d’un avocat ou d’un juriste ». */
  ofExpert: string;
  /** The one to write to, in the user's words: « mon expert-comptable », « un avocat ». */
  contact: string;
  /** The tools the analyst can compare for it: « logiciels de comptabilité ». */
  tools: string;
}

// Read by the words of the field, the first that matches: payroll before accounting (« les
// charges sociales de la paie »), law before code (« le contrat du développeur »).
const specialists: Array<[RegExp, Specialist]> = [
  [
    /\b((?:la|les|des|de la|une|ma|notre|nos|mes) paies?|(?:fai\w*|prepar\w*|lance\w*|calcul\w*|ger\w*|sortir) (?:la )?paie|fiches? de paie|bulletins? de (?:paie|salaire)|charges (?:sociales|patronales|salariales)|cotisations?|urssaf|dsn|solde de tout compte|salaires? (?:brut|net)s?|net a payer)\b/,
    {
      ofField: 'de la paie',
      field: 'la paie',
      expert: 'votre expert-comptable ou votre gestionnaire de paie',
      ofExpert: 'de votre expert-comptable ou de votre gestionnaire de paie',
      contact: 'mon expert-comptable',
      tools: 'logiciels de paie',
    },
  ],
  [
    // Managing the staff one has (not hiring, the recruiter's): discipline, absences, leave, conflicts.
    /\b(recadr\w*|avertissements?|sanctions?|disciplinaire\w*|absences? (?:repetees?|injustifiees?)|absenteisme|arrets? (?:de travail|maladie)|conges payes|heures supplementaires|conflits? entre|retards? (?:repetes|a repetition)|(?:arrive|arrivent) en retard)\b/,
    {
      ofField: 'de la gestion du personnel',
      field: 'la gestion du personnel',
      expert: 'un conseiller RH ou un avocat en droit du travail',
      ofExpert: 'd’un conseiller RH ou d’un avocat en droit du travail',
      contact: 'un conseiller RH',
      tools: 'logiciels RH',
    },
  ],
  [
    /\b(juridiqu\w*|legal\w*|illegal\w*|la loi|mes droits|nos droits|avocats?|juristes?|statuts|contrats? de travail|licenci\w*|prud'?hommes?|inpi|depose[rz]? (?:ma|notre|la) marque|cgv|conditions generales|baux|bail|locataires?|huissier|mise en demeure|rupture conventionnelle)\b/,
    {
      ofField: 'du droit',
      field: 'le droit',
      expert: 'un avocat ou un juriste',
      ofExpert: 'd’un avocat ou d’un juriste',
      contact: 'un avocat',
      tools: 'services juridiques en ligne',
    },
  ],
  [
    /\b(tva|compta\w*|bilans?|liasses?|ecritures?|rapprochements? bancaires?|amortissements?|impots?|fiscal\w*|exercice|clotur\w* (?:les|des) comptes|comptes annuels|expert-comptable|grand livre)\b/,
    {
      ofField: 'de la comptabilité et de la fiscalité',
      field: 'la comptabilité et la fiscalité',
      expert: 'votre expert-comptable',
      ofExpert: 'de votre expert-comptable',
      contact: 'mon expert-comptable',
      tools: 'logiciels de comptabilité',
    },
  ],
  [
    /\b(code|coder|codes?-moi|script|python|javascript|php|bugs?|beugue?\w*|wordpress|shopify|application mobile|appli mobile|serveur|ordinateur|pc|imprimante|wifi|reseau informatique|macros?|formules? excel|base de donnees|api)\b/,
    {
      ofField: 'de l’informatique',
      field: 'l’informatique',
      expert: 'un développeur ou votre prestataire informatique',
      ofExpert: 'd’un développeur ou de votre prestataire informatique',
      contact: 'notre prestataire informatique',
      tools: 'prestataires informatiques',
    },
  ],
  [
    /\b(virements?|prelevements?|banques?|bancaires?|prets?|credits?|assurances?|assureurs?|souscri\w*)\b/,
    {
      ofField: 'de la banque et de l’assurance',
      field: 'la banque et l’assurance',
      expert: 'votre conseiller bancaire ou votre assureur',
      ofExpert: 'de votre conseiller bancaire ou de votre assureur',
      contact: 'mon conseiller bancaire',
      tools: 'banques en ligne pour les pros',
    },
  ],
  [
    /\b(medica\w*|medecins?|diagnostic|sante|symptomes?|ordonnances?)\b/,
    {
      ofField: 'de la santé',
      field: 'la santé',
      expert: 'un médecin',
      ofExpert: 'd’un médecin',
      contact: 'mon médecin',
      tools: 'mutuelles d’entreprise',
    },
  ],
];

/** The profession a request needs (« Calcule ma TVA »: an accountant's), or null. */
export function specialistOf(command: string): Specialist | null {
  const folded = fold(command);
  return specialists.find(([words]) => words.test(folded))?.[1] ?? null;
}
