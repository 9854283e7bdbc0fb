// « Je veux ouvrir un deuxième salon à Vannes en mars, avec un emprunt de 60 000 € et deux coiffeuses à
// recruter. Quels sont les risques de ce plan et que faire pour chacun ? » (issue 41, reasoning over
// what the user gives): each risk read from a part of the plan the user states (the money borrowed,
// the people to hire, the date, the place, the business already running), with what to do about it.
// Nothing is said of a part the plan does not have.
import type { DayNumber } from '../../../../shared/paris-time.ts';
import { findDates } from '../dates.ts';
import { capitalise, fold, formatDay, numberInWords, plural, withDe } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { amountPattern } from '../understanding/facts.ts';
import { type OpenPoint, openPoints } from '../understanding/open-points.ts';
import { toSecondPerson } from '../understanding/second-person.ts';
import { blocks, letter, quote } from './compose.ts';
import { countFor } from './work-parts.ts';

interface Risk {
  risk: string;
  todo: string;
}

const months =
  /\b(?:en|d['’]ici|pour|avant|fin|debut)\s+(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/;
const monthNames: Record<string, string> = { fevrier: 'février', aout: 'août', decembre: 'décembre' };

/** The plan the user states: « ouvrir un deuxième salon de coiffure à Vannes en mars ». */
export function planOf(message: string): string | null {
  const match =
    /\b(?:je veux|je voudrais|je vais|je compte|j['’]envisage de|j['’]aimerais|on veut|on va|on voudrait|on envisage de|nous voulons|nous allons|nous envisageons de|mon projet est d['’]|notre projet est d['’]|le plan est d['’]|projet\s*:|(?:(?:notre|mon|ma|la|le)\s+[^,.;:!?]{2,60}?\s+)(?:veut|voudrait|va|compte|envisage de|souhaite|pr[ée]voit de))\s*([^,.;:!?]{6,120}?(?:\s:\s[^,.;:!?]{6,80})?)(?=\s*[,.;:!?]|$)/i.exec(
      message,
    );
  if (match?.[1]) return match[1].trim();
  // « Quels sont les risques de lancer une carte de glaces cet hiver ? », « … si j'ouvre un deuxième
  // food truck ? »: the plan said inside the question, said back to the user.
  const inQuestion =
    /\brisques?\s+(?:a|à|de|d['’])\s*((?:lancer|ouvrir|embaucher|recruter|acheter|racheter|investir|passer|changer|proposer|d[ée]m[ée]nager|vendre|cr[ée]er|augmenter|baisser|louer|prendre|signer|arr[êe]ter|fermer|reprendre|d[ée]velopper|s['’]installer|m['’]installer|agrandir)\b[^?!.]{4,120}?)\s*[?!.]?\s*$/iu.exec(
      message,
    ) ??
    /\brisques?\s+(?:si|quand|en cas où)\s+((?:je|j['’]|on|nous)\s*[^?!.]{4,120}?)\s*[?!.]?\s*$/iu.exec(
      message,
    );
  if (inQuestion?.[1]) {
    const plan = inQuestion[1].trim();
    const said = toSecondPerson(plan) ?? plan;
    return said.charAt(0).toLowerCase() + said.slice(1);
  }
  // « Je rachète un food truck en avril avec un crédit… »: a plan told in the present, said back to
  // the user (« vous rachetez un food truck en avril »); not the question itself.
  // After the question too (« Quels sont les risques de mon plan ? J'ouvre un 2e salon… »).
  const told =
    /(?:^|[.!?:]\s+)((?:je\s+|j['’]\s*|on\s+|nous\s+)[^,.;:!?]{6,120}?)(?=\s*[,.;:!]|\s+avec\b|$)/i.exec(
      message,
    );
  const said = told?.[1] ? toSecondPerson(told[1].trim()) : null;
  return said && said.charAt(0).toLowerCase() + said.slice(1);
}

/** A plan with its risks asked (« quels risques », « qu'est-ce qui peut mal tourner »). */
export function planRisksAsked(message: string): boolean {
  const folded = fold(message);
  return (
    /\b(risques?|peut mal tourner|points? de vigilance|dangers?|ce qui peut coincer)\b/.test(folded) &&
    planOf(message) !== null
  );
}

/** What the user says is not had or not done yet (open-points.ts), each weighed against the plan's day. */
function openPointRisks(message: string, now: Date): Risk[] {
  const points = openPoints(message, now);
  if (!points.length) return [];
  const lateDays = new Set(points.map((point) => point.day));
  const dates = findDates(message, now).filter((date) => date.day !== null && !lateDays.has(date.day));
  const target = dates[0];
  const day = target?.day ?? null;
  // « On ouvre notre ferme… le lundi 1er mars »: what that day is, from its sentence.
  const sentence = target
    ? (message
        .slice(0, target.index)
        .split(/[.!?]\s/)
        .pop() ?? '')
    : '';
  const word = target ? deadlineWordOf(sentence) : null;
  // « l’ouverture du lundi 1er mars », or only « l’échéance » when no day is said. Days without
  // their year: the plan said back in the intro gives it.
  const deadline = day !== null && word ? `${word} du ${formatDay(day)}` : 'l’échéance';
  const weekBefore = day !== null ? `le ${formatDay(day - 7)}` : 'une semaine avant';
  return points.map((point: OpenPoint): Risk => {
    if (point.kind === 'late' && point.day !== undefined) {
      const gap = day !== null ? day - point.day : null;
      const arrival = `l’arrivée ${withDe(point.what)}, le ${formatDay(point.day)}`;
      return {
        risk:
          gap === null
            ? `${capitalise(arrival)}, qui laisse peu de temps avant l’échéance`
            : gap <= 0
              ? `${capitalise(arrival)}, après ${deadline} : ce qui en dépend ne sera pas prêt`
              : `Seulement ${plural(gap, 'jour')} entre ${arrival}, et ${deadline} : peu de temps pour que tout soit prêt`,
        todo: `préparez d’avance tout ce qui ne dépend pas ${withDe(point.what)}, et prévoyez une solution de secours si cette date glisse`,
      };
    }
    if (point.kind === 'unfinished')
      return {
        risk: `${capitalise(point.what)} pas encore ${point.state} : le moindre retard se reporte sur ${deadline}`,
        todo: `faites fixer par écrit une date de ${/^livr/.test(point.state ?? '') ? 'livraison' : 'fin'}, au plus tard ${weekBefore}, et prévoyez une solution provisoire si elle n’est pas tenue`,
      };
    // « l’agrément de la DDPP »: an authorisation, and who gives it.
    const permit =
      /\b(agrement|autorisation|permis|licence|habilitation|attestation|certificat|accord|avis|visa|conformite|declaration|assurance|recepisse|kbis|label|immatriculation|numero)\b/.test(
        fold(point.what),
      );
    const issuer = /\s(?:de|du|des)\s+((?:la\s+|l['’]|les\s+)?\p{L}.*)$/u.exec(point.what)?.[1];
    return permit
      ? {
          risk: `Sans ${point.what}, ${deadline} risque de ne pas pouvoir se faire : c’est le point qui peut tout bloquer`,
          todo: `relancez ${issuer ?? 'l’organisme concerné'} dès cette semaine pour connaître le délai et les pièces qui manquent, et préparez une date de repli à annoncer si la réponse n’est pas arrivée ${weekBefore}`,
        }
      : {
          risk: `${capitalise(point.what)} manque encore, sans date ferme avant ${deadline}`,
          todo: `obtenez par écrit une date ferme, au plus tard ${weekBefore}, et décidez dès maintenant comment faire sans si elle glisse`,
        };
  });
}

export function planRisks(message: string, now: Date = new Date()): Risk[] {
  const folded = fold(message);
  // Open points said by the user come first: they are the plan's own weak spots.
  const risks: Risk[] = openPointRisks(message, now);
  const pointed = risks.length > 0;
  const plan = planOf(message) ?? '';
  const amount = new RegExp(amountPattern.source).exec(message)?.[0]?.trim();
  const borrowed = /\b(emprunt\w*|pret|credit|financ\w*)\b/.test(folded);
  // The user's word for it (« prêt », « crédit »), and whether the bank has said yes yet.
  const loanWord = /\bpret\b/.test(folded)
    ? 'le prêt'
    : /\bcredit\b/.test(folded)
      ? 'le crédit'
      : 'l’emprunt';
  const notYet =
    /\b(?:pas encore|toujours pas|non encore|pas)\s+(?:accorde|obtenu|signe|valide|confirme)e?s?\b|\ben attente (?:de|d['’]|du)\s*(?:la )?(?:banque|accord|reponse)/.test(
      folded,
    );
  // « 1,2 M€ de travaux », « un contrat de 80 000 € »: the size of the work won, not money spent.
  const workSize = amount
    ? new RegExp(
        `${amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(?:de|d['’])\\s*(travaux|march[ée]|contrat|chantier|prestations?|commande)`,
        'iu',
      ).exec(message)
    : null;
  if (amount && workSize && !borrowed) {
    risks.push({
      risk: `Un projet de ${amount} ${workSize[0]
        .slice(amount.length)
        .trim()
        .replace(
          /^\S+\s*/,
          'de ',
        )}, lourd à porter : assurances, trésorerie et références demandées à la hauteur`,
      todo: 'vérifiez que votre assurance et vos capacités financières couvrent ce montant, et chiffrez la trésorerie à avancer avant les premiers paiements',
    });
  } else if (amount) {
    risks.push(
      borrowed && notYet
        ? {
            risk: `${capitalise(loanWord)} de ${amount} n’est pas encore accordé : sans lui, le calendrier et les embauches ne tiennent plus`,
            todo: `relancez la banque pour une réponse ferme avant tout engagement (bail, travaux, contrats), consultez une deuxième banque en parallèle, et prévoyez ce que vous ferez avec un montant plus faible`,
          }
        : borrowed
          ? {
              risk: `Le remboursement ${loanWord.replace(/^le /, 'du ').replace(/^l’/, 'de l’')} de ${amount} commence avant que l’activité nouvelle ne rapporte`,
              todo: 'chiffrez la mensualité et le chiffre d’affaires mensuel qu’il faut pour la couvrir, demandez un différé de remboursement de 6 à 12 mois, et gardez 3 mois de charges en trésorerie',
            }
          : {
              risk: `Un budget de ${amount} dépassé, ou engagé avant d’être sûr du projet`,
              todo: 'listez les postes de dépense avec un devis pour chacun, gardez une marge de 10 à 15 %, et engagez les grosses dépenses par étapes',
            },
    );
  }
  const hiring = /\b(recrut\w*|embauch\w*)\b/.exec(folded);
  if (hiring) {
    const who =
      /\b((?:\d+|une?|deux|trois|quatre|cinq)\s+[\p{L}-]+)\s+(?:a|à)\s+(?:recruter|embaucher)\b/iu.exec(
        message,
      )?.[1];
    risks.push({
      risk: `Ne pas avoir recruté ${who ? who : 'les bonnes personnes'} à temps${months.test(folded) ? ' pour l’ouverture' : ''}`,
      todo: 'publiez les offres dès maintenant (comptez un à trois mois par poste), faites jouer le bouche-à-oreille et les écoles, et prévoyez une solution d’attente (intérim, extras, vos propres heures)',
    });
  }
  // « en mars », or a day (« le 1er mars 2027 »): the date the plan must meet.
  const dated =
    /\ble\s+(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+)?(\d{1,2}(?:er)?)\s+(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/.exec(
      folded,
    );
  const month = months.exec(folded)?.[1] ?? dated?.[2];
  // The open points already weigh what stands between now and that day.
  if (month && !pointed) {
    const monthSaid = monthNames[month] ?? month;
    const said = dated && !months.test(folded) ? `le ${dated[1]} ${monthSaid}` : monthSaid;
    // « travaux de 6 semaines à partir du lundi 11 janvier »: the works the user states, said back.
    const works =
      /\btravaux\s+(?:de|d['’])\s*((?:\d{1,2}|deux|trois|quatre|cinq|six|huit|dix)\s+(?:jours|semaines|mois))(?:\s+(?:à partir du|a partir du|dès le|des le|du)\s+((?:\p{L}+\s+)?\d{1,2}(?:er)?\s+\p{L}+))?/iu.exec(
        message,
      );
    const from = works?.[2]
      ? ` à partir du ${works[2].replace(/^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+/i, '')}`
      : '';
    risks.push(
      works?.[1]
        ? {
            risk: `Des travaux de ${works[1]}${from} qui prennent du retard et repoussent l’ouverture ${said.startsWith('le ') ? `du ${said.slice(3)}` : `de ${said}`}`,
            todo: `faites un rétroplanning à rebours depuis ${said.startsWith('le ') ? said : said} avec deux à trois semaines de marge, et fixez dès maintenant par écrit les dates de chaque artisan et des livraisons`,
          }
        : {
            risk: `Une ouverture ${said.startsWith('le ') ? `le ${said.slice(3)}` : `en ${said}`} qui glisse (travaux, autorisations, livraisons en retard)`,
            todo: `faites un rétroplanning à rebours depuis ${said.startsWith('le ') ? `le ${said.slice(3)}` : said} avec deux à trois semaines de marge, et fixez dès maintenant les dates des artisans et des fournisseurs`,
          },
    );
  }
  // « rendu des offres le 15 mars », « dépôt du dossier avant le 3 avril »: a deadline the plan must meet.
  const deadline =
    /\b(rendu|remise|d[ée]p[ôo]t|date limite|candidatures?|livraison)\b[^.;!?]{0,30}?\b((?:le|avant le|au plus tard le|pour le)\s+\d{1,2}(?:er)?\s+\p{L}+)/iu.exec(
      message,
    );
  if (deadline?.[2]) {
    risks.push({
      risk: `Un dossier pas prêt ${deadline[2].replace(/^pour le/i, 'le').replace(/^le\b/i, 'pour le')}, ou rendu incomplet`,
      todo: 'faites la liste des pièces demandées dès aujourd’hui, fixez une date de relecture une semaine avant, et déposez deux jours avant l’échéance',
    });
  }
  // « on n'a jamais fait de marché public », « c'est notre premier… »: the team's first time.
  const firstTime =
    /\b(?:jamais (?:fait|eu|realise|travaille|repondu)|premiere fois|pas d'experience|aucune experience)\b([^.;!?]{0,60})/.exec(
      folded,
    );
  if (firstTime) {
    risks.push({
      risk: 'Un premier essai, sans l’expérience des règles et des pièges de l’exercice',
      todo: 'faites-vous relire par quelqu’un qui l’a déjà fait (confrère, CCI, fédération), et lisez en entier le règlement ou les conditions avant de commencer',
    });
  }
  // « (4 personnes) », « on est 3 », « 5 salariés »: a small team for a large piece of work.
  const team =
    /\(?\b(\d{1,2})\s+(?:personnes|salari[ée]s|collaborateurs|associ[ée]s)\b|\bon est (\d{1,2})\b/iu.exec(
      message,
    );
  const size = team?.[1] ?? team?.[2];
  if (size && Number(size) <= 10) {
    risks.push({
      risk: `Une charge de travail trop lourde pour une équipe de ${size} personnes, qui fait aussi tourner l’activité courante`,
      todo: 'chiffrez les jours que le projet demande, bloquez-les au planning, et envisagez un partenaire ou un sous-traitant pour ce qui dépasse',
    });
  }
  // « en pleine période des bilans », « en plein rush de Noël »: a change made when there is no time for it.
  const busy = /\ben plein(?:e)?\s+([^,.;:!?]{3,40}?)(?=\s*[,.;:!?]|\s+(?:et|on|nous)\s|$)/i.exec(message);
  if (busy?.[1])
    risks.push({
      risk: `Un changement en plein${/^(?:p[ée]riode|saison|activit[ée]|semaine|f[êe]te)/i.test(busy[1]) ? 'e' : ''} ${busy[1]} : personne n’aura le temps de s’y adapter ni de corriger les erreurs`,
      todo: 'décalez ce changement après ce pic, ou faites-le sur la période la plus calme de l’année',
    });
  // « on forme les 4 collaborateurs en une seule journée »: a training too short for what changes.
  const training =
    /\b(form\w*)\b[^.;:!?]{0,60}?\b(en une (?:seule )?(?:journee|demi-journee|matinee|heure|apres-midi)|en un (?:seul )?(?:jour|apres-midi)|en (?:\d+|deux|trois) ?(?:h|heures)\b)/.exec(
      folded,
    );
  if (training?.[2])
    risks.push({
      risk: `Une formation ${training[2]
        .replace(/\bjournee\b/, 'journée')
        .replace(/\bmatinee\b/, 'matinée')
        .replace(
          /\bapres-midi\b/,
          'après-midi',
        )} : trop courte pour que chacun soit à l’aise le jour du changement`,
      todo: 'formez en deux temps (avant, puis une à deux semaines après), nommez un référent, et gardez un support à portée de main les premières semaines',
    });
  // « on coupe l'ancien logiciel le jour même »: no way back if the new one stalls.
  if (
    /\b(coup\w*|arret\w*|supprim\w*|debranch\w*|resili\w*|etein\w*|abandonn\w*)\b[^.;:!?]{0,40}\b(?:ancien\w*|vieu\w*)\b[^.;:!?]{0,40}\b(?:le jour meme|le meme jour|immediatement|aussitot|tout de suite|des le lendemain)\b/.test(
      folded,
    )
  )
    risks.push({
      risk: 'L’ancien outil coupé dès le changement : aucun retour en arrière si les données reprises sont fausses ou si le nouveau bloque',
      todo: 'gardez l’ancien en lecture ou en parallèle quelques semaines, et vérifiez la reprise des données avant de le couper',
    });
  const place = /(?:^|\s)(?:a|à)\s+(\p{Lu}[\p{L}'’-]+(?:[\s-]\p{Lu}[\p{L}'’-]+)?)/u.exec(plan)?.[1];
  // Customers to win in a new place, unless the place is where a job is done for someone else (a tender).
  if (place && !/\b(marches?|appels? d'offres?|chantiers?|repondre)\b/.test(fold(plan))) {
    risks.push({
      risk: `Une clientèle à construire à ${place}, où l’on ne vous connaît pas encore`,
      todo: `vérifiez la concurrence et le passage autour du local, et annoncez l’ouverture à ${place} un mois avant (réseaux, commerçants voisins, offre de lancement)`,
    });
  }
  // « un nouveau salon », « un second magasin »: a business opened beside the one running (not a
  // new tool for the one running).
  if (
    /\b(deuxieme|second|seconde|autre|nouvel\w*|nouveau)\b/.test(fold(plan)) &&
    !/\b(logiciel|outil|caisse|systeme|crm|erp|site|application|machine)\b/.test(fold(plan))
  ) {
    risks.push({
      risk: 'L’activité qui tourne déjà souffre pendant que vous lancez la nouvelle',
      todo: 'désignez qui s’occupe de l’activité existante pendant le lancement, et suivez ses ventes chaque semaine',
    });
  }
  // « sans embaucher personne », « tout seul »: the plan rests on the user's own hours.
  const alone =
    /\bsans (?:embaucher|recruter|salarie|personnel|aide|renfort)\b|\btout seule?\b|\bseule? (?:a|pour) (?:tout|gerer|tenir)\b/.test(
      fold(plan || message),
    );
  const second = /\b(deuxieme|second|seconde|2e|2eme)\b/.test(fold(plan));
  if (alone)
    risks.push({
      risk: second
        ? 'Vous ne pouvez pas être à deux endroits à la fois : sans renfort, l’une des deux activités reste fermée, ou c’est vous qui tenez deux journées en une'
        : 'Tout repose sur vous : sans renfort, la charge de travail s’ajoute à vos journées, et personne ne vous remplace en cas de maladie ou d’imprévu',
      todo: 'chiffrez les heures par semaine que cela ajoute, décidez qui vous remplace (extra, saisonnier, associé, apprenti) et ce que vous fermez les jours où vous ne pouvez pas être partout',
    });
  // « lancer une carte de glaces », « proposer une nouvelle formule »: something new to sell.
  const launched =
    /\b(?:lancer|lance|lancons|proposer|propose|ajouter|ajoute|sortir|sort)\b[^.;:!?]{0,40}?\b(cartes?|gammes?|produits?|offres?|formules?|menus?|services?|collections?|prestations?|box|abonnements?)\b([^.;:!?,]{0,40})/.exec(
      fold(plan || message),
    );
  if (launched) {
    // « une carte de glaces artisanales », without where and when the plan says it.
    const what = (plan || '')
      .replace(/^(?:lancer|proposer|ajouter|sortir)\s+/i, '')
      .split(/\s+(?:dans|chez|à|a|en|pour|cet|cette|ce|des|dès|avant|d['’]ici)\s/u)[0]!;
    risks.push({
      risk: `Une demande incertaine : ${what && what.length <= 80 ? what : 'la nouveauté'} peut ne pas trouver assez de clients pour couvrir ce que cela coûte`,
      todo: 'testez d’abord en petite quantité ou sur quelques semaines, fixez avant de commencer le chiffre de ventes qui décide de continuer, et demandez leur avis à vos clients habitués',
    });
    // A fresh product is lost when it does not sell.
    if (
      /\b(glaces?|sorbets?|patisseries?|gateaux?|produits? frais|plats?|viandes?|poissons?|fleurs?|pains?|viennoiseries?|fruits?|legumes?)\b/.test(
        fold(message),
      )
    )
      risks.push({
        risk: 'Des pertes sur un produit qui se garde peu si les ventes démarrent lentement',
        todo: 'produisez en petites séries, suivez les invendus chaque semaine, et ajustez les quantités avant d’élargir le choix',
      });
  }
  // « 7 jours sur 7 », « tous les jours », « le dimanche aussi »: opening hours without a day off.
  if (
    /\b7\s*(?:j|jours)?\s*(?:sur|\/)\s*7\b|\btous les jours\b|\bouvrir le dimanche\b|\bhoraires? (?:elargi|etendu)\w*/.test(
      fold(message),
    )
  )
    risks.push({
      risk: 'Des semaines sans jour de repos : la fatigue s’installe en quelques semaines, et les erreurs avec',
      todo: 'gardez au moins un jour de repos par semaine et par personne (c’est la loi pour les salariés), et vérifiez sur un mois que les jours ajoutés rapportent plus que les heures qu’ils coûtent',
    });
  // « des glaces cet hiver », « de la raclette en été »: a product sold out of its season.
  const offSeason =
    (/\b(glaces?|sorbets?|boissons? fraiches?|barbecues?|maillots?|climatis\w*|brumisateurs?)\b/.test(
      fold(message),
    ) &&
      /\b(hiver|decembre|janvier|fevrier|noel)\b/.test(fold(message))) ||
    (/\b(chocolats? chauds?|soupes?|raclettes?|fondues?|chauffage|vin chaud|ski)\b/.test(fold(message)) &&
      /\b(ete|juillet|aout|canicule)\b/.test(fold(message)));
  if (offSeason)
    risks.push({
      risk: 'Un produit à contre-saison : la demande est au plus bas à cette période, les premiers chiffres risquent de décourager à tort',
      todo: 'jugez le test sur des ventes comparées à la saison (ou attendez la bonne saison pour lancer), et mettez le produit en avant là où il a un sens l’hiver (desserts, fêtes, cadeaux)',
    });
  return risks;
}

/**
 * A dated schedule the user gives (« du 2 au 22 août : dépose, plomberie et électricité, pose, puis
 * visite d'hygiène. On rouvre le 24 août. »): its steps in order, when the work ends, and the day
 * everything must be ready. Null without at least two steps and a day after the work.
 */
export interface Schedule {
  steps: string[];
  start: DayNumber;
  end: DayNumber;
  deadline: DayNumber;
  /** What that day is: « la réouverture », « la livraison ». */
  deadlineWord: string;
}

/** What the day a plan aims at is, from the words just before it: « la réouverture », « la livraison ». */
function deadlineWordOf(before: string): string {
  const folded = fold(before);
  return /\b(?:rouvr\w*|reouv\w*)\b/.test(folded)
    ? 'la réouverture'
    : /\b(?:ouvr\w*|ouverture|inaugur\w*)\b/.test(folded)
      ? 'l’ouverture'
      : /\blivr\w*/.test(folded)
        ? 'la livraison'
        : /\blanc\w*/.test(folded)
          ? 'le lancement'
          : 'l’échéance';
}

export function scheduleOf(message: string, now: Date): Schedule | null {
  const dates = findDates(message, now);
  const period = dates.find((date) => date.endDay !== undefined);
  const start = period?.day ?? dates[0]?.day;
  const end = period?.endDay ?? dates.at(-2)?.day;
  const last = dates.at(-1);
  if (start === undefined || end === undefined || !last || last === period || last.day <= end) return null;
  // The steps: the list after the colon, up to the end of its sentence.
  const listed = /:\s*([^.!?\n]+)/.exec(message)?.[1] ?? '';
  const steps = listed
    .split(/\s*,\s*(?:puis\s+|et enfin\s+|enfin\s+)?|\s+puis\s+/)
    .map((step) => step.trim())
    .filter((step) => step.length > 2);
  if (steps.length < 2) return null;
  const deadlineWord = deadlineWordOf(message.slice(Math.max(0, last.index - 40), last.index));
  return { steps, start, end, deadline: last.day, deadlineWord };
}

const dayMs = 86_400_000;
const monthOf = (day: DayNumber) => new Date(day * dayMs).getUTCMonth();

/** Each risk read from the schedule itself (its days said without the year: the intro gives it): the margin left, the chain of steps, who else it waits on, the season. */
export function scheduleRisks(schedule: Schedule): Risk[] {
  const { steps, start, end, deadline, deadlineWord } = schedule;
  const risks: Risk[] = [];
  const margin = deadline - end;
  if (margin <= 7) {
    const gap = margin - 1;
    risks.push({
      risk: `${gap <= 0 ? 'Aucune marge' : `${gap === 1 ? 'Un seul jour' : `${numberInWords(gap)} jours`} de marge`} entre la fin des travaux, le ${formatDay(end)}, et ${deadlineWord}, le ${formatDay(deadline)} : la moindre étape qui glisse repousse ${deadlineWord}`,
      todo: `gardez au moins une semaine de battement avant ${deadlineWord}, ou décidez dès maintenant ce que vous ferez si tout n’est pas prêt (date de repli, activité réduite)`,
    });
  }
  if (steps.length >= 3)
    risks.push({
      risk: `Les ${numberInWords(steps.length)} étapes s’enchaînent (${steps.join(' → ')}) : un retard sur l’une décale toutes les suivantes`,
      todo: 'fixez avec chaque intervenant une date de fin écrite par étape, et faites un point chaque semaine pour réagir avant que le retard ne s’accumule',
    });
  const outside = steps.find((step) =>
    /\b(visite|controle|inspection|hygiene|commission|raccordement|reception|validation|autorisation|certification|audit|mise en service)\b/.test(
      fold(step),
    ),
  );
  if (outside)
    risks.push({
      risk: `« ${outside.charAt(0).toUpperCase()}${outside.slice(1)} » ne dépend pas de vous : sa date peut tomber après ${deadlineWord}`,
      todo: `demandez ce rendez-vous dès maintenant, pour une date avant le ${formatDay(deadline)}, et préparez ce qui sera vérifié`,
    });
  const summer = monthOf(start) === 7 || monthOf(end) === 7;
  const winter = [11, 0].includes(monthOf(start)) && [11, 0].includes(monthOf(end)) && start !== end;
  if (summer || winter)
    risks.push({
      risk: `${summer ? 'En août' : 'Pendant les fêtes de fin d’année'}, beaucoup de fournisseurs et d’artisans sont fermés : une livraison en retard ou une pièce manquante peut attendre leur retour`,
      todo: `faites livrer le matériel avant le ${formatDay(start)} et faites confirmer par écrit la présence de chaque artisan sur ses dates`,
    });
  return risks;
}

export function planRisksReply(conversation: Conversation): string | null {
  const { request, revises, style } = conversation;
  // « Fais-en une note de 5 lignes »: the plan asked before, written again in the style asked.
  const message = revises
    ? `${request.command.trim()}${request.pasted ? ` : ${request.pasted}` : ''}`
    : conversation.message;
  const schedule = /\b(risques?|peut mal tourner|points? de vigilance|ce qui peut coincer)\b/.test(
    fold(message),
  )
    ? scheduleOf(message, conversation.now)
    : null;
  const onSchedule = schedule ? scheduleRisks(schedule) : [];
  if (schedule && onSchedule.length >= 2)
    return blocks(
      `Les risques de ce planning (du ${formatDay(schedule.start, conversation.today)} au ${formatDay(schedule.end, conversation.today)}, ${schedule.deadlineWord} le ${formatDay(schedule.deadline, conversation.today)}), chacun avec ce qu’il faut faire, d’après ce que vous m’en dites :`,
      onSchedule.map((each, index) => `${index + 1}. **${each.risk}.** À faire : ${each.todo}.`).join('\n'),
      'Le plus coûteux s’il arrive est le premier : c’est lui qu’il faut traiter d’abord.',
    );
  if (!planRisksAsked(message)) return null;
  // « les 3 plus gros risques »: the first ones, as many as asked.
  const risks = planRisks(message, conversation.now).slice(
    0,
    countFor(conversation, /^risques?$/, Number.POSITIVE_INFINITY),
  );
  if (!risks.length) return null;
  const plan = planOf(message)!;
  // One part of the plan said, one risk read: said as the main one, and what more to tell for the rest.
  if (risks.length === 1 && !revises) {
    const [only] = risks as [Risk];
    return blocks(
      `Le principal risque de votre plan (${plan.replace(/\b(?:mon|ma)\b/g, 'votre').replace(/\bmes\b/g, 'vos')}), d’après ce que vous m’en dites :`,
      `**${only.risk}.** À faire : ${only.todo}.`,
      'Dites-m’en plus (budget, date, équipe, lieu) et je complète : chaque partie du plan a ses propres risques.',
    );
  }
  // « Écris-le à mon associée Claire »: the risks passed on in a letter to whom the follow-up names.
  const to = revises
    ? /(?<!\p{L})(?:a|à)\s+(?:(?:mon|ma|notre|nos)\s+[\p{L}-]+\s+)?(\p{Lu}[\p{L}-]+)(?!\p{L})/u.exec(
        conversation.message,
      )?.[1]
    : undefined;
  if (to) {
    const ours = plan.replace(/^vous\s+(\p{L}+?)ez\b/u, 'nous $1ons');
    const draft = letter(conversation, {
      subject: 'Les risques de notre projet',
      to: { civility: null, name: to, label: to },
      body: [
        {
          text: `Voici les risques que je vois dans notre projet${/^nous\b/.test(ours) ? ` (${ours})` : ''} :\n${risks.map((each, index) => `${index + 1}. ${each.risk}.`).join('\n')}`,
        },
        { text: 'Qu’en pensez-vous ? Prenons un moment pour en parler avant d’aller plus loin.' },
      ],
    });
    return blocks(`Voici le message pour ${to} :`, quote(draft));
  }
  const short = style.length < 0;
  // A short note is passed on (« pour mon associé »): it lists the risks only, in the team's voice.
  return blocks(
    short
      ? `Les risques de notre projet (${plan.replace(/\b(?:mon|ma)\b/g, 'notre').replace(/\bmes\b/g, 'nos')}) :`
      : `Les risques de votre plan (${plan
          .replace(/\bmon\b/g, 'votre')
          .replace(/\bma\b/g, 'votre')
          .replace(/\bmes\b/g, 'vos')}), chacun avec ce qu’il faut faire, d’après ce que vous m’en dites :`,
    risks
      .map((each, index) =>
        short ? `${index + 1}. ${each.risk}.` : `${index + 1}. **${each.risk}.** À faire : ${each.todo}.`,
      )
      .join('\n'),
    !short &&
      (new RegExp(amountPattern.source).test(message)
        ? 'Le premier à traiter est celui qui coûte le plus s’il arrive : en général la trésorerie. Dites-moi votre chiffre d’affaires actuel et la mensualité prévue, et je fais le calcul.'
        : 'Le premier à traiter est celui qui coûte le plus s’il arrive : c’est par lui qu’il faut commencer.'),
  );
}
