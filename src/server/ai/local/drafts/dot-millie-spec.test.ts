import { describe, expect, it } from 'vitest';
import type { EmployeeId } from '../../../../shared/routes.ts';
import type { ChatTurn, CompanyMemory } from '../../types.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { type Conversation, readConversation } from '../understanding/conversation.ts';
import type { Intent } from '../understanding/corpus.ts';
import { dotWriters, jobConditions } from './dot.ts';
import { millieWriters } from './millie.ts';
import { draftOf, converse as playConversation } from './play-conversation.ts';
import { specWriters } from './spec.ts';
import { summaryWriter } from './summaries.ts';
import type { Writer } from './writer.ts';

// The sample as it reads in the week it was written for (the tests' dates are in that week).
const sampleWeek = new Date('2026-11-23T12:00:00Z');

// Monday 23 November 2026, 9 h 30 in Paris: the sample workspace's base date.
const now = new Date('2026-11-23T08:30:00Z');

const memory: CompanyMemory = {
  profile: {
    name: 'Atelier Lumière',
    activity: 'un studio de design',
    city: 'Lyon',
    tone: null,
    signature: 'Marie Martin, gérante',
    addressForm: null,
  },
  facts: [],
};

const writers: Partial<Record<Intent, Writer>> = {
  ...dotWriters,
  ...millieWriters,
  ...specWriters,
  summarise: summaryWriter,
};

/** The user's turns, each answered by a placeholder reply, read as one conversation. */
async function converse(employee: EmployeeId, turns: string[], withMemory = true): Promise<Conversation> {
  const messages: ChatTurn[] = turns.flatMap((content, index) =>
    index < turns.length - 1
      ? [
          { role: 'user' as const, content },
          { role: 'assistant' as const, content: 'Voici ma proposition.' },
        ]
      : [{ role: 'user' as const, content }],
  );
  return readConversation({
    employee,
    messages,
    workspace: sampleWorkspaceSnapshot(sampleWeek),
    now,
    memory: withMemory ? memory : undefined,
  });
}

/** The reply of the writer of `intent` (the classifier is tested elsewhere). */
async function reply(employee: EmployeeId, intent: Intent, ...turns: string[]): Promise<string> {
  const writer = writers[intent];
  if (!writer) throw new Error(`no writer for ${intent}`);
  return writer(await converse(employee, turns));
}

/** Numbered items right under a bold heading ("**Questions d'entretien**"). */
function itemsUnder(text: string, heading: string): string[] {
  const start = text.indexOf(heading);
  if (start < 0) return [];
  const lines = text.slice(start).split('\n').slice(1);
  const items: string[] = [];
  for (const line of lines) {
    if (!/^\d+\. /.test(line)) break;
    items.push(line);
  }
  return items;
}

/** Data rows of the first GFM table of a text. */
/** A plan's milestones, one a numbered line "1. **Date** — Phase : milestone — owner", as [phase, milestone, date]. */
function planRows(text: string): string[][] {
  return [...text.matchAll(/^\d+\. \*\*(.+?)\*\* — (.+?) : (.+?) — .+$/gm)].map((m) => [
    m[2] ?? '',
    m[3] ?? '',
    m[1] ?? '',
  ]);
}

function tableRows(text: string): string[][] {
  const lines = text.split('\n');
  const header = lines.findIndex(
    (line, index) => line.startsWith('|') && lines[index + 1]?.startsWith('|---'),
  );
  if (header < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe('Dot: job offers', () => {
  it('keeps the terms it has no line for, then makes a LinkedIn post and titles of the offer', async () => {
    const request =
      'Rédigez l’annonce pour recruter un masseur-kinésithérapeute en CDI à temps plein dans notre cabinet d’Annecy : 2 600 € brut par mois, patientèle surtout sportive, début dès que possible.';
    const offer = await reply('dot', 'job_offer', request);
    for (const fact of [
      'CDI à temps plein',
      'Lieu : Annecy',
      '- Patientèle surtout sportive',
      'programme de soins',
    ])
      expect(offer).toContain(fact);
    const post = await reply('dot', 'job_offer', request, 'Fais-en une version pour LinkedIn.');
    expect(post).toMatch(/^> 🚀 .*recrute.*masseur-kinésithérapeute à Annecy !/m);
    expect(post).toContain('#Recrutement');
    const titles = await reply('dot', 'job_offer', request, 'Propose-moi trois titres pour l’annonce.');
    expect(titles.match(/^\d\. .*kinésithérapeute/gm)).toHaveLength(3);
  });

  it('writes the welcome message to a new hire, with the day, the place and what to bring', async () => {
    const text = await reply(
      'dot',
      'job_offer',
      'Écris un message d’accueil pour Julie, notre nouvelle vendeuse. Elle commence lundi 7 décembre à 9 h à la boutique, 5 rue de la Paix à Lyon, qu’elle pense à sa carte Vitale.',
    );
    for (const fact of [
      'Bonjour Julie',
      'comme vendeuse',
      'le lundi 7 décembre à 9 h, à la boutique, 5 rue de la Paix à Lyon',
      'Pensez à votre carte Vitale.',
      'À lundi !',
    ])
      expect(text).toContain(fact);
    expect(text).not.toContain('plan d’intégration');
  });

  it('asks about the tools the job requires, and says them required in the offer', async () => {
    const questions = await reply(
      'dot',
      'screening',
      'donne moi 5 questions d’entretien pour recruter un dessinateur, il faut qu’il maîtrise Revit et AutoCAD',
    );
    expect(questions).toContain('Sur quels projets avez-vous utilisé Revit et AutoCAD ?');
    const offer = await reply(
      'dot',
      'job_offer',
      'Rédige une offre pour un comptable en CDI à Lyon, une bonne maîtrise d’Excel souhaitée',
    );
    expect(offer).toContain('Maîtrise d’Excel souhaitée');
  });

  it('writes a shop’s seller, not a sales rep, when the request names the shop', async () => {
    const text = await reply(
      'dot',
      'job_offer',
      'Je cherche une vendeuse pour ma boulangerie à Saint-Malo : CDD de 6 mois, 30 heures par semaine du mercredi au dimanche, 1 850 € brut par mois. Tu peux me rédiger l’annonce ?',
    );
    for (const fact of ['CDD de 6 mois', '30 heures par semaine, du mercredi au dimanche', 'caisse'])
      expect(text).toContain(fact);
    expect(text).not.toMatch(/prospect|CRM|Prise de poste : le dimanche/);
  });

  it('builds a complete offer from every fact, with no placeholder', async () => {
    const text = await reply(
      'dot',
      'job_offer',
      "Rédige une offre d'emploi pour un développeur React en CDI à Lyon, salaire 45 000 € par an, début le 4 janvier",
    );
    expect(text.startsWith('Avec plaisir.')).toBe(true);
    for (const fact of [
      'développeur React',
      'CDI',
      'Lyon',
      '45 000 € par an',
      '4 janvier',
      'Atelier Lumière',
    ]) {
      expect(text).toContain(fact);
    }
    for (const section of [
      'Qui sommes-nous ?',
      'Vos missions',
      'Votre profil',
      'Ce que nous offrons',
      'Pour postuler',
    ]) {
      expect(text).toContain(section);
    }
    expect(text).not.toContain('[');
    expect(text).toMatch(/^> \*\*Développeur React \(H\/F\)/m);
  });

  it('finds the job after "pour un" when the facts miss it, and keeps the contract length', async () => {
    const text = await reply(
      'dot',
      'job_offer',
      "Rédige une offre d'emploi en CDD de 6 mois pour un comptable à Nantes, 2 500 € par mois",
    );
    expect(text).toContain('Comptable (H/F)');
    expect(text).toContain('CDD de 6 mois');
    expect(text).toContain('2 500 € par mois');
    expect(text).toContain('Nantes');
    expect(text).not.toContain('[');
  });

  it('marks one gap and asks for it when no job title is given', async () => {
    const text = await reply('dot', 'job_offer', "Rédige une offre d'emploi");
    expect(text.match(/\[/g)).toHaveLength(1);
    expect(text).toContain('[à préciser : intitulé du poste]');
    expect(text.trim().endsWith('?') || text.includes("quel est l'intitulé du poste")).toBe(true);
  });

  it('writes an internship offer with the contact as written', async () => {
    const text = await reply(
      'dot',
      'job_offer',
      'Une offre de stage en marketing digital de 6 mois à Paris, gratification 600 €, contact Mme Durand',
    );
    expect(text).toContain('Stage en marketing digital');
    expect(text).toContain('stagiaire en marketing digital');
    for (const fact of ['600 €', 'Mme Durand', 'Paris', '6 mois']) expect(text).toContain(fact);
    expect(text).not.toContain('[');
  });

  it('is strictly shorter when asked, and says it is a revision', async () => {
    const request = "Rédige une offre d'emploi pour un comptable en CDI à Nantes, 2 500 € par mois";
    const normal = await reply('dot', 'job_offer', request);
    const shorter = await reply('dot', 'job_offer', request, 'Plus court');
    expect(shorter.length).toBeLessThan(normal.length);
    expect(shorter).toMatch(/^Voici une version plus courte/);
    expect(shorter).toContain('2 500 € par mois');
  });

  it('adds exactly the hashtags asked', async () => {
    const text = await reply(
      'dot',
      'job_offer',
      'Écris une annonce pour recruter un plombier à Bordeaux, avec 3 hashtags',
    );
    const tags = text.match(/#\p{L}+/gu) ?? [];
    expect(tags).toHaveLength(3);
    expect(text).toContain('Plombier (H/F)');
    expect(text).not.toContain('recruter un plombier');
  });

  it('tutoie the candidates when asked', async () => {
    const text = await reply(
      'dot',
      'job_offer',
      "Rédige une offre d'emploi pour un comptable en CDI à Nantes",
      'Tutoie les candidats',
    );
    expect(text).toMatch(/\b(Tu|tu|ton|ta|tes)\b/);
    expect(text).not.toContain('Vous rejoindrez');
  });
});

describe('Dot: screening', () => {
  it('ranks the candidates listed against the criteria said', async () => {
    const request =
      'On recrute un consultant junior, il nous faut quelqu’un disponible avant février avec Excel avancé. Classe-moi ces candidats : Inès Garnier, dispo le 4 janvier, Excel avancé, 1 an d’expérience ; Hugo Lambert, dispo en avril, Excel avancé, 3 ans d’expérience ; Paul Méry, dispo en mars, Excel de base, 2 ans d’expérience.';
    const ranked = await reply('dot', 'screening', request);
    expect(ranked.indexOf('Inès')).toBeLessThan(ranked.indexOf('Hugo'));
    expect(ranked.indexOf('Hugo')).toBeLessThan(ranked.indexOf('Paul'));
    expect(ranked).toContain('disponible en avril (trop tard)');
    expect(ranked).toContain('pas d’Excel avancé');
  });

  it('gives exactly the criteria and questions asked, with weights adding up to 100', async () => {
    const text = await reply(
      'dot',
      'screening',
      "Prépare une grille d'évaluation pour un commercial terrain avec 6 critères et 4 questions",
    );
    const rows = tableRows(text);
    expect(rows).toHaveLength(6);
    expect(rows.reduce((sum, row) => sum + Number.parseInt(row[1] ?? '0', 10), 0)).toBe(100);
    expect(itemsUnder(text, "**Questions d'entretien**")).toHaveLength(4);
    expect(text).toContain('commercial terrain');
    expect(text).not.toContain('[');
  });

  it('has five criteria and five questions by default', async () => {
    const text = await reply('dot', 'screening', "Prépare une grille d'évaluation pour un développeur React");
    expect(tableRows(text)).toHaveLength(5);
    expect(itemsUnder(text, "**Questions d'entretien**")).toHaveLength(5);
  });

  it('reads a pasted CV against the criteria, quoting it', async () => {
    const text = await reply(
      'dot',
      'screening',
      "Analyse ce CV pour le poste de comptable :\nJulie Martin. Comptable depuis 2019 chez Fiducial, 5 ans d'expérience. Master CCA, Université de Lyon. Anglais courant. Rigoureuse et organisée, j'aime le travail en équipe.",
    );
    expect(text).toContain("« Comptable depuis 2019 chez Fiducial, 5 ans d'expérience. »");
    expect(text).toContain("« Rigoureuse et organisée, j'aime le travail en équipe. »");
    expect(text).toMatch(/\| Motivation \| Rien dans le CV/);
  });
});

describe('Dot: outreach and interviews', () => {
  it('writes an approach message with the candidate, the job and the salary', async () => {
    const text = await reply(
      'dot',
      'candidate_outreach',
      "Rédige un message d'approche pour Julie Martin, candidate au poste de cheffe de projet, salaire 42 000 €",
    );
    for (const fact of [
      'Julie Martin',
      'cheffe de projet',
      '42 000 €',
      'Atelier Lumière',
      'Marie Martin, gérante',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('> **Objet :**');
    expect(text).not.toContain('[');
  });

  it('writes a kind refusal when the request says so', async () => {
    const text = await reply(
      'dot',
      'candidate_outreach',
      'Écris une réponse négative à M. Bernard pour le poste de comptable',
    );
    expect(text).toContain('M. Bernard');
    expect(text).toContain('Bonjour Monsieur Bernard');
    expect(text).toContain('ne donnerons pas suite');
    expect(text).toContain('comptable');
    // The intro names the draft in neutral words, never echoing « réponse négative ».
    expect(text).toContain('Voici la réponse à M. Bernard :');
    expect(text).not.toMatch(/négati/);
  });

  it('drops the subject line on LinkedIn', async () => {
    const text = await reply(
      'dot',
      'candidate_outreach',
      'Contacte Thomas Petit sur LinkedIn pour un poste de chef de projet',
    );
    expect(text).toContain('Thomas Petit');
    expect(text).not.toContain('Objet');
  });

  it('proposes free slots and an invitation naming the candidate and the job', async () => {
    const text = await reply(
      'dot',
      'interview',
      "Planifie un entretien d'une heure avec Mme Leroy pour le poste de commercial",
    );
    const slots = text.split('\n').filter((line) => /^\d+\. \*\*\p{L}+ \d+(?:er)? \p{L}+, \d+ h/u.test(line));
    expect(slots).toHaveLength(3);
    expect(text).toContain('Mme Leroy');
    expect(text).toContain('Bonjour Madame Leroy');
    expect(text).toContain('poste de commercial');
    expect(text).toContain('60 minutes');
    // The sample's Tuesday morning is taken by the 9 h 30 meeting: the first free hour is at 11 h.
    expect(text).not.toMatch(/mardi 24 novembre, 9 h/);
  });

  it('starts from the date given and gives the number of slots asked', async () => {
    const text = await reply(
      'dot',
      'interview',
      "Propose 2 créneaux d'entretien à Julie Martin à partir du 1er décembre",
    );
    const slots = text.split('\n').filter((line) => /^\d+\. \*\*/.test(line));
    expect(slots).toHaveLength(2);
    expect(slots[0]).toMatch(/(mardi 1er|mercredi 2|jeudi 3) décembre/);
    expect(text).toContain('Julie Martin');
  });
});

describe('Millie', () => {
  it('reports every running project with its figures', async () => {
    const text = await reply('millie', 'project_status', 'Où en sont mes projets ?');
    const rows = tableRows(text);
    expect(rows).toHaveLength(4);
    // The figures derived from the sample's rows, the same a new account's pages show.
    expect(text).toContain('| Refonte du site vitrine | Actif | 67 % | 4 / 6 | 1 |');
    expect(text).toContain('en retard de 3 jours');
    expect(text).toContain("données d'exemple");
  });

  it('reports only the project named', async () => {
    const text = await reply('millie', 'project_status', 'Fais le point sur la migration du CRM');
    expect(tableRows(text)).toHaveLength(1);
    expect(text).toContain('Migration du CRM vers HubSpot');
    expect(text).not.toContain('Refonte du site vitrine');
  });

  it('plans backwards from the target date, with the people and the place', async () => {
    const text = await reply(
      'millie',
      'project_plan',
      'Établis un planning pour le salon du 12 mars à Lyon avec Sophie et Thomas',
    );
    for (const fact of ['12 mars', 'Lyon', 'Sophie', 'Thomas']) expect(text).toContain(fact);
    const rows = planRows(text);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.at(-1)?.[2]).toBe('Vendredi 12 mars 2027');
    const months = ['décembre', 'janvier', 'février', 'mars'];
    const order = rows.map((row) => months.findIndex((month) => row[2]?.includes(month)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).not.toContain('[');
  });

  it('gives the number of steps asked, with the budget', async () => {
    const text = await reply(
      'millie',
      'project_plan',
      "Fais un plan de projet pour l'ouverture du nouveau magasin à Nantes en 4 étapes, budget 15 000 €",
    );
    expect(planRows(text)).toHaveLength(4);
    expect(text).toContain('15 000 €');
    expect(text).toContain("l'ouverture du nouveau magasin à Nantes");
    expect(text).not.toContain('en 4 étapes :');
  });

  it('adds checkpoints when more steps are asked than the usual phases', async () => {
    const text = await reply(
      'millie',
      'project_plan',
      'Prépare un rétroplanning en 9 étapes pour le lancement de notre site le 15 février',
    );
    const rows = planRows(text);
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((row) => row[0])).size).toBe(9);
    expect(text).toContain('15 février');
  });

  it('adds the milestone asked in a follow-up, with its date and accents', async () => {
    const text = await reply(
      'millie',
      'project_plan',
      'Établis un planning pour le salon du 12 mars à Lyon',
      'Ajoute un jalon pour la formation des vendeurs le 20 février',
    );
    expect(text).toMatch(/^Voici une version du plan avec le jalon demandé/);
    expect(text).toContain('**Samedi 20 février 2027** — Jalon ajouté : La formation des vendeurs');
  });

  it('shortens a plan when asked', async () => {
    const request = 'Établis un planning pour le salon du 12 mars à Lyon';
    const normal = await reply('millie', 'project_plan', request);
    const shorter = await reply('millie', 'project_plan', request, 'Plus court');
    expect(shorter.length).toBeLessThan(normal.length);
    expect(shorter).toContain('12 mars');
  });

  it('lists the coming deadlines, late ones first', async () => {
    const text = await reply('millie', 'deadlines', 'Quelles sont les prochaines échéances ?');
    const lines = text.split('\n').filter((line) => line.startsWith('- **'));
    expect(lines[0]).toContain('en retard de 3 jours');
    expect(text).toContain('fin du projet **Lancement de l’offre Pro**');
  });

  it('shows who does what from the task assignees', async () => {
    const text = await reply('millie', 'workload', 'Quel est le plan de charge de l’équipe ?');
    const rows = tableRows(text);
    expect(rows.find((row) => row[0] === 'Suki')?.[1]).toBe('2');
    expect(rows.find((row) => row[0] === 'Thomas Bernard')?.[2]).toBe('1');
  });
});

describe('Spec', () => {
  it('writes an honest watch brief with the number of questions asked', async () => {
    const text = await reply(
      'spec',
      'research',
      'Fais une veille sur la rénovation énergétique en 5 questions',
    );
    expect(text).toContain('la rénovation énergétique');
    expect(text).toMatch(/pas accès au web/);
    expect(itemsUnder(text, '**Questions à résoudre**')).toHaveLength(5);
    expect(text).toContain('**Indicateurs à suivre**');
    // No invented figure: the only digits are the counts of the brief and the delivery date.
    expect(text).not.toMatch(/\d+\s*(%|€|millions?|milliards?)/);
  });

  it('is strictly shorter when asked', async () => {
    const request = 'Fais une veille sur la cybersécurité';
    const normal = await reply('spec', 'research', request);
    const shorter = await reply('spec', 'research', request, 'Plus court');
    expect(shorter.length).toBeLessThan(normal.length);
  });

  it('compares the competitors named in a table', async () => {
    const text = await reply('spec', 'competitors', 'Fais un benchmark de Qonto, Shine et Revolut');
    const header = text.split('\n').find((line) => line.startsWith('| Critère'));
    expect(header).toBe('| Critère | Atelier Lumière | Qonto | Shine | Revolut |');
    expect(tableRows(text).length).toBeGreaterThanOrEqual(4);
    expect(text).not.toContain('[');
  });

  it('keeps a company name with "&" whole', async () => {
    const text = await reply(
      'spec',
      'competitors',
      'Quels sont les points forts de notre concurrent Dupont & Fils ?',
    );
    expect(text).toContain('| Critère | Atelier Lumière | Dupont & Fils |');
  });

  it('gives the criteria to compare when no competitor is named', async () => {
    const text = await reply('spec', 'competitors', 'Analyse nos concurrents');
    expect(text).toContain('| Critère | Ce qu’on compare | Où le trouver |');
    expect(tableRows(text).length).toBeGreaterThanOrEqual(4);
    expect(text).not.toContain('[');
  });
});

const meetingNotes =
  'La réunion du 18 novembre a validé un budget de 12 500 € pour la refonte du site. Thomas doit envoyer la grille tarifaire avant le 4 décembre. Le taux de conversion a progressé de 15 % sur le trimestre. Sophie présentera les maquettes à la direction jeudi. Par ailleurs, l’équipe souhaite recruter une graphiste en janvier. Il faudra aussi prévoir une formation.';

describe('Summaries', () => {
  it('summarises in exactly the points asked, figures and dates kept as written', async () => {
    const text = await reply('alfred', 'summarise', `Résume ce texte en 4 points : ${meetingNotes}`);
    expect(text.startsWith('Bien sûr.')).toBe(true);
    expect(text.split('\n').filter((line) => /^\d+\. /.test(line))).toHaveLength(4);
    for (const figure of ['12 500 €', '15 %', '18 novembre', '4 décembre']) expect(text).toContain(figure);
  });

  it('gives three points by default, in Spec’s voice for Spec', async () => {
    const text = await reply(
      'spec',
      'summarise',
      'Synthétise ce mail : Bonjour à tous, le salon de Lyon aura lieu le 12 mars. Nous aurons un stand de 20 m² pour 3 000 €. Merci de confirmer votre présence avant le 15 février. Le programme suivra.',
    );
    expect(text.startsWith('Analyse faite.')).toBe(true);
    expect(text.split('\n').filter((line) => /^\d+\. /.test(line))).toHaveLength(3);
    for (const figure of ['12 mars', '3 000 €', '15 février']) expect(text).toContain(figure);
  });

  it('summarises the previous long message it points back to', async () => {
    const text = await reply('alfred', 'summarise', meetingNotes, 'Résume le message ci-dessus en 2 points');
    expect(text.split('\n').filter((line) => /^\d+\. /.test(line))).toHaveLength(2);
    expect(text).toContain('12 500 €');
  });

  it('splits a short text into clauses rather than giving fewer points', async () => {
    const text = await reply(
      'alfred',
      'summarise',
      'Résume en 3 points : Le devis de 4 800 € est accepté, la livraison est prévue le 9 décembre, et la facture partira le 15 décembre.',
    );
    expect(text.split('\n').filter((line) => /^\d+\. /.test(line))).toHaveLength(3);
    for (const figure of ['4 800 €', '9 décembre', '15 décembre']) expect(text).toContain(figure);
  });

  it('summarises the conversation when there is no text', async () => {
    const text = await reply(
      'alfred',
      'summarise',
      'Rédige un email de remerciement à M. Durand',
      'Résume notre conversation',
    );
    expect(text).toContain('Rédige un email de remerciement à M. Durand');
  });

  it('is shorter when asked again shorter', async () => {
    const long = `Résume ce texte en 3 points : ${meetingNotes} Le prestataire retenu, choisi après une consultation de trois agences spécialisées dans le commerce en ligne et la refonte de sites marchands, livrera une première version complète du nouveau site le 20 janvier 2027 pour un montant de 8 000 €.`;
    const normal = await reply('alfred', 'summarise', long);
    const shorter = await reply('alfred', 'summarise', long, 'Plus court');
    expect(shorter.length).toBeLessThan(normal.length);
  });
});

describe('Spec: a report on figures given without "nos"', () => {
  it('is written from the figures, with the average per customer', async () => {
    const [reply] = await playConversation('spec', [
      'Fais un rapport sur le mois de novembre : chiffre d’affaires de 24 300 €, 86 clients, 3 nouveaux contrats.',
    ]);
    expect(reply).toContain('24 300 €');
    expect(reply).toContain('283 €');
    expect(reply).not.toContain('Angles de veille');
  });
  it('watches the rivals named', async () => {
    const [reply] = await playConversation('spec', [
      'Surveille ce que font mes concurrents boulangers à Reims.',
    ]);
    expect(reply).toContain('concurrents boulangers à Reims');
  });
});

describe('dates and subjects read as written', () => {
  it('gives a job offer’s period as a range', async () => {
    const [reply] = await playConversation('dot', [
      'Écris une annonce pour recruter un serveur en extra pour les fêtes, du 20 au 31 décembre, 12 € de l’heure, à Chamonix.',
    ]);
    expect(reply).toContain('du 20 au 31 décembre');
    expect(reply).not.toMatch(/décembre, 12/);
    expect(reply).not.toContain('recruter un serveur');
  });
  it('names the project of a status update once, without its recipient', async () => {
    const [reply] = await playConversation('millie', [
      'Fais un point sur l’avancement du projet de site e-commerce pour mon client M. Leblanc : catalogue terminé, mise en ligne le 8 décembre.',
    ]);
    expect(reply).toContain('Objet :** Point d’avancement du projet de site e-commerce');
    expect(reply).toContain('Bonjour Monsieur Leblanc');
    expect(reply).not.toContain('avancement de l’avancement');
  });
  it('writes a weekly status for a named client, its blocker as a point of vigilance, in clean French', async () => {
    const [reply, formal] = await playConversation('millie', [
      'fais moi le point hebdo pour le client Biocoop Rennes : audit fini a 80%, rapport final prevu le 29 janvier. Seul soucis on attends toujours leurs chiffres de decembre',
      'c est pour la directrice, Mme Garnier, fais en un mail plus formel',
    ]);
    expect(reply).toContain('Point d’avancement de la semaine : Biocoop Rennes');
    expect(reply).toContain('fini à 80\u00a0%');
    // The user's « on » is the sender's « nous » in a letter to the client.
    expect(reply).toContain('Point de vigilance : nous attendons toujours leurs chiffres de décembre');
    expect(reply).not.toMatch(/soucis|attends|rattraper ce retard|pas su placer/);
    expect(formal).toContain('Madame Garnier,');
  });
  it('proposes interview slots on the days and hours asked', async () => {
    const [reply] = await playConversation('dot', [
      'Propose deux créneaux d’entretien à Lucas Bernard pour le poste de livreur, lundi ou mardi après-midi.',
    ]);
    expect(reply).toContain('lundi 30 novembre, 14 h');
    expect(reply).toContain('mardi 1er décembre, 14 h');
  });
});

describe('Dot, Millie and Spec on requests of another shape', () => {
  it('tells a candidate she is hired, as the user said it', async () => {
    const [reply] = await playConversation('dot', [
      'Écris un message à Léa Morin pour lui dire qu’elle est retenue pour le poste d’assistante, début le 4 janvier.',
    ]);
    expect(reply).toContain('vous êtes retenue pour le poste d’assistante');
    expect(reply).not.toContain('Votre parcours a retenu mon attention');
  });
  it('prepares a short event from now, with the number of milestones asked and its quoted name', async () => {
    const [reply] = await playConversation('millie', [
      'Fais le plan du projet « Salon de l’habitat » du 10 au 12 avril avec 4 jalons.',
    ]);
    expect(reply).toContain('« Salon de l’habitat »');
    expect(reply?.match(/^\d\. /gm)).toHaveLength(4);
    expect(reply).toContain('Samedi 10 avril 2027** — Jour J');
    expect(reply).not.toContain('Jalon ajouté');
  });
  it('gives criteria to choose an accountant, then the one that counts most', async () => {
    const [criteria, most] = await playConversation('spec', [
      'Donne-moi 3 critères pour choisir un expert-comptable.',
      'Lequel compte le plus ?',
    ]);
    expect(criteria).not.toContain('concurrents');
    expect(criteria?.match(/^\d\. /gm)).toHaveLength(3);
    expect(most).toMatch(/^Le plus important/);
  });
  it('summarises a quoted text without its quotation marks', async () => {
    const [reply] = await playConversation('spec', [
      'Résume en 2 points : « La réunion a fixé le budget 2027 à 120 000 €. Le recrutement de deux commerciaux est validé pour mars. Le déménagement est reporté à l’été. »',
    ]);
    expect(reply).toContain('1. La réunion a fixé le budget 2027 à 120 000 €.');
  });
});

describe('Dot: a position filled, told to the candidates', () => {
  it.each([
    ['Écris aux candidats pour leur annoncer que le poste de comptable est pourvu', 'pourvu'],
    ['Informe les autres candidats qu’on a retenu une autre candidate pour le poste d’assistante', 'pourvu'],
    ['Préviens ceux qui ont postulé que le recrutement du poste de livreur est terminé', 'clos'],
  ])('%s', async (request, said) => {
    const [reply = ''] = await playConversation('dot', [request]);
    const draft = draftOf(reply);
    expect(draft).toContain('regret');
    expect(draft).toContain(said);
    expect(draft).not.toMatch(/heureu(x|se) de vous annoncer/);
    expect(draft).not.toContain('prochaines étapes');
  });
  it('keeps the CV on file when asked, even in a short version', async () => {
    const [, reply = ''] = await playConversation('dot', [
      'Dis aux candidats que le poste de magasinier est pourvu, et qu’on conserve leur candidature pour la suite',
      'Plus court',
    ]);
    expect(draftOf(reply)).toContain('nous gardons votre CV');
  });
  it('still tells a candidate the good news of a hire', async () => {
    const [reply = ''] = await playConversation('dot', [
      'Écris à Léa pour lui dire qu’elle est retenue pour le poste de vendeuse',
    ]);
    expect(draftOf(reply)).toContain('plaisir de vous annoncer');
  });
});

describe('the conditions of a job, said in the offer', () => {
  it('reads travel, weekends and telework in the user’s words', () => {
    expect(jobConditions('un commercial terrain beaucoup de déplacements, basé à Rennes')).toEqual([
      'beaucoup de déplacements',
    ]);
    expect(jobConditions('un cuisinier, travail le week-end, logement fourni')).toEqual([
      'travail le week-end',
      'logement fourni',
    ]);
    expect(jobConditions('une aide-soignante de nuit en CDD')).toEqual(['poste de nuit']);
  });
});

describe('offers asked one after the other', () => {
  it('reads a second offer as a new request, and a stage by its field', async () => {
    const [, second] = await playConversation('dot', [
      'Rédige une offre pour un serveur en extra pour les fêtes, à Annecy',
      'Rédige une offre de stage de 6 mois en communication à Bordeaux',
    ]);
    expect(second).toContain('Stage en communication');
    expect(second).not.toContain('Annecy');
  });
});

describe('Suki: an article whose title is given', () => {
  it('keeps the title as written, its figures, and a keyword drawn from it', async () => {
    const [reply] = await playConversation('suki', [
      'Prépare le plan d’un article en 3 parties : « Comment choisir son poêle à granulés pour moins de 3 000 € »',
    ]);
    expect(reply).toContain('**Titre :** Comment choisir son poêle à granulés pour moins de 3 000 €');
    expect(reply).toContain('> Choisir son poêle à granulés pour moins de 3 000 € : une question');
    expect(reply).toContain('mot-clé principal « poêle à granulés »');
    expect(reply).not.toContain('votre activité');
  });
});
