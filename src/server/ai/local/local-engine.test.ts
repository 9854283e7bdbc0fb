import { describe, expect, it } from 'vitest';
import { type EmployeeId, employeeIds } from '../../../shared/routes.ts';
import { AiProviderError, type ReplyRequest, type WorkspaceSnapshot } from '../types.ts';
import { type Intent, intents } from './intents.ts';
import { createLocalEngine, localReply } from './local-engine.ts';
import { skills } from './reply.ts';
import { sampleWorkspaceSnapshot } from './sample-snapshot.ts';
import { intentOwner, nameOf, voices } from './team.ts';

// Monday 23 November 2026, 9 h 30 in Paris: the sample workspace's base date.
const now = new Date('2026-11-23T08:30:00Z');

function ask(
  employee: EmployeeId,
  content: string,
  workspace: WorkspaceSnapshot = sampleWorkspaceSnapshot(),
) {
  const request: ReplyRequest = { employee, messages: [{ role: 'user', content }], workspace, now };
  return { request, reply: localReply(request) };
}

const messages: Record<Intent, string> = {
  greeting: 'Bonjour !',
  help: 'Que sais-tu faire ?',
  prioritise: 'Priorise mes tâches de la semaine',
  email: 'Rédige un email de remerciement à M. Durand pour son accueil',
  summarise:
    'Résume ce texte : La réunion de lundi a validé le budget. Thomas doit envoyer la grille tarifaire avant vendredi. Sophie présentera les maquettes à la direction.',
  meeting: 'Planifie une réunion de 30 minutes avec Sophie et Thomas',
  prospecting: 'Écris un message de prospection pour Mme Leroy chez Acme',
  support: 'Réponds à un client mécontent de sa livraison',
  post: 'Écris un post LinkedIn sur la cybersécurité',
  candidate: 'Prépare une grille d’évaluation pour un développeur React',
  project_status: 'Où en sont mes projets ?',
  research: 'Fais une veille sur la cybersécurité',
  unknown: 'Zorglub flimflam',
};

// What an answer in the domain must show, whoever gives it.
const domainMarks: Record<Exclude<Intent, 'greeting' | 'help' | 'unknown'>, RegExp> = {
  prioritise: /en retard de \d+ jours?/,
  email: /\*\*Objet :\*\*/,
  summarise: /\*\*En bref :\*\*/,
  meeting: /créneaux libres/,
  prospecting: /prospection|CRM/,
  support: /\*\*Escalade/,
  post: /LinkedIn/,
  candidate: /Critère/,
  project_status: /\d+ %/,
  research: /veille|Mots-clés/,
};

describe('localReply: every employee × every intent', () => {
  const cases = employeeIds.flatMap((employee) => intents.map((intent) => [employee, intent] as const));

  it.each(cases)('%s answers a %s request', (employee, intent) => {
    const message = messages[intent];
    const { reply } = ask(employee, message);
    expect(reply.trim().length).toBeGreaterThan(80);
    expect(reply).not.toBe(message);
    expect(reply.startsWith(message)).toBe(false);
    expect(reply).toMatch(/\b(vous|votre|vos|je|les|des)\b/);
    expect(reply).not.toMatch(/undefined|null|NaN|\[object/);

    if (intent === 'greeting' || intent === 'help') {
      expect(reply).toContain(nameOf(employee));
    } else if (intent === 'unknown') {
      expect(reply).toContain(voices[employee].unsure);
      expect(reply).toContain(voices[employee].examples[0]);
    } else if (skills[employee][intent]) {
      expect(reply).toMatch(domainMarks[intent]);
      expect(reply).not.toContain("C'est plutôt une question pour");
    } else {
      const owner = intentOwner[intent];
      expect(reply).toContain(`C'est plutôt une question pour ${nameOf(owner)}`);
      expect(reply).toContain(`/ai/${owner}`);
    }
  });

  it.each(employeeIds)(
    "%s handles its own example requests (no hand-off, no 'not understood')",
    (employee) => {
      for (const example of voices[employee].examples) {
        const { reply } = ask(employee, example);
        expect(reply, example).not.toContain("C'est plutôt une question pour");
        expect(reply, example).not.toContain(voices[employee].unsure);
      }
    },
  );
});

describe("Alfred's priorities", () => {
  const workspace: WorkspaceSnapshot = {
    isSample: false,
    projects: [],
    events: [],
    tasks: [
      {
        title: 'Classer les factures',
        project: null,
        assignee: null,
        dueDate: '2026-11-30',
        priority: 'low',
        status: 'todo',
      },
      {
        title: 'Appeler la banque',
        project: null,
        assignee: null,
        dueDate: '2026-11-21',
        priority: 'high',
        status: 'todo',
      },
      {
        title: 'Signer le contrat',
        project: null,
        assignee: null,
        dueDate: '2026-11-25',
        priority: 'urgent',
        status: 'in_progress',
      },
      {
        title: 'Préparer le budget',
        project: null,
        assignee: null,
        dueDate: '2026-11-24',
        priority: 'high',
        status: 'review',
      },
      {
        title: 'Tâche déjà faite',
        project: null,
        assignee: null,
        dueDate: '2026-11-20',
        priority: 'urgent',
        status: 'done',
      },
      {
        title: 'Mettre à jour le wiki',
        project: null,
        assignee: null,
        dueDate: null,
        priority: 'medium',
        status: 'todo',
      },
    ],
  };

  it('sorts open tasks by priority then due date, and flags the late ones', () => {
    const { reply } = ask('alfred', 'Quelles sont mes priorités ?', workspace);
    const order = [
      'Signer le contrat',
      'Appeler la banque',
      'Préparer le budget',
      'Mettre à jour le wiki',
      'Classer les factures',
    ];
    const positions = order.map((title) => reply.indexOf(title));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(reply).not.toContain('Tâche déjà faite');
    expect(reply).toMatch(/\*\*Appeler la banque\*\* — Élevé · en retard de 2 jours \(samedi 21 novembre\)/);
    expect(reply).toMatch(/\*\*Signer le contrat\*\* — Urgent · dans 2 jours \(mercredi 25 novembre\)/);
    expect(reply).toContain('sans échéance');
    expect(reply).not.toContain("données d'exemple");
  });

  it('says once, in a conversation, that the sample workspace is sample data', () => {
    const first = ask('alfred', 'Priorise mes tâches');
    expect(first.reply).toContain("données d'exemple");
    const second = localReply({
      ...first.request,
      messages: [
        ...first.request.messages,
        { role: 'assistant', content: first.reply },
        { role: 'user', content: 'Priorise mes tâches' },
      ],
    });
    expect(second).not.toContain("données d'exemple");
  });

  it('works on the sample: the overdue sample tasks come first in their priority', () => {
    const { reply } = ask('alfred', 'Priorise mes tâches');
    expect(reply.indexOf('Finaliser la grille tarifaire')).toBeLessThan(reply.indexOf('Rédiger l’annonce'));
    expect(reply).toContain('en retard de 3 jours (vendredi 20 novembre)');
    expect(reply).toContain('en retard de 2 jours (samedi 21 novembre)');
  });
});

describe("Alfred's summaries", () => {
  it('summarises the conversation so far', () => {
    const first = ask('alfred', 'Priorise mes tâches');
    const reply = localReply({
      ...first.request,
      messages: [
        ...first.request.messages,
        { role: 'assistant', content: first.reply },
        { role: 'user', content: 'Résume notre conversation' },
      ],
    });
    expect(reply).toContain('**Vos demandes :**\n1. Priorise mes tâches');
    expect(reply).toContain('Voici vos 9 tâches ouvertes');
  });

  it('hands a topic to summarise over to Spec', () => {
    const { reply } = ask('alfred', 'Fais-moi une synthèse sur l’IA générative');
    expect(reply).toContain("C'est plutôt une question pour Spec");
  });
});

describe("Alfred's meetings", () => {
  it('proposes slots that avoid the calendar events', () => {
    const { reply } = ask('alfred', 'Planifie une réunion d’une heure avec Sophie');
    // The steering committee fills Tuesday 9 h – 10 h 30, so Tuesday's slot is 11 h.
    expect(reply).toContain('**mardi 24 novembre, 11 h – 12 h**');
    expect(reply).not.toContain('mardi 24 novembre, 9 h – 10 h**');
    expect(reply).toContain('Comité de pilotage offre Pro');
    expect(reply).toContain('Bonjour Sophie,');
  });
});

describe("Millie's status", () => {
  const workspace: WorkspaceSnapshot = {
    isSample: false,
    events: [],
    projects: [
      {
        name: 'Site e-commerce',
        status: 'active',
        priority: 'high',
        progress: 42,
        dueDate: '2026-12-01',
        tasksCompleted: 5,
        tasksTotal: 12,
      },
      {
        name: 'Salon Lyon',
        status: 'completed',
        priority: 'low',
        progress: 100,
        dueDate: '2026-10-01',
        tasksCompleted: 7,
        tasksTotal: 7,
      },
    ],
    tasks: [
      {
        title: 'Brancher le paiement',
        project: 'Site e-commerce',
        assignee: 'Léa',
        dueDate: '2026-11-20',
        priority: 'urgent',
        status: 'todo',
      },
    ],
  };

  it('reports real progress, task counts, due date and risks', () => {
    const { reply } = ask('millie', 'Où en sont mes projets ?', workspace);
    expect(reply).toContain('**Site e-commerce — 42 %**');
    expect(reply).toContain('Tâches : 5 / 12 terminées');
    expect(reply).toContain('dans 8 jours (mardi 1 décembre)');
    expect(reply).toContain('« Brancher le paiement », en retard de 3 jours');
    expect(reply).toMatch(/Risques : 1 tâche en retard/);
    expect(reply).toContain('avancement moyen **42 %**');
    expect(reply).toContain('Salon Lyon (Terminé, 7 / 7 tâches)');
  });

  it('focuses on the project named in the question', () => {
    const { reply } = ask('millie', 'Où en est la refonte du site vitrine ?');
    expect(reply).toContain('**Refonte du site vitrine — 65 %**');
    expect(reply).toContain('13 / 20 terminées');
    expect(reply).not.toContain('Migration du CRM');
  });

  it('says there is no project yet instead of inventing one', () => {
    const { reply } = ask('millie', 'Où en sont mes projets ?', {
      isSample: false,
      projects: [],
      tasks: [],
      events: [],
    });
    expect(reply).toContain('aucun projet');
  });
});

describe('details from the message are used', () => {
  it.each([
    [
      'chip',
      'Écris un message de prospection pour M. Durand chez Acme',
      ['Bonjour Monsieur Durand,', 'Acme'],
    ],
    ['suki', 'Écris un post LinkedIn sur la cybersécurité', ['la cybersécurité', '#Cybersécurité']],
    ['dot', 'Prépare une grille d’évaluation pour un développeur React', ['**développeur React**']],
    ['spec', 'Fais une veille sur la cybersécurité', ['**la cybersécurité**', '« cybersécurité »']],
    [
      'clide',
      'Réponds à Mme Petit, mécontente : son colis n’est toujours pas arrivé',
      ['Bonjour Madame Petit,', 'Livraison'],
    ],
    [
      'alfred',
      'Rédige un email de remerciement à M. Durand pour son accueil',
      ['Bonjour Monsieur Durand,', 'votre accueil'],
    ],
  ] as const)('%s: %s', (employee, message, expected) => {
    const { reply } = ask(employee, message);
    for (const text of expected) expect(reply).toContain(text);
  });
});

describe('determinism', () => {
  it('gives the same reply for the same request and clock', () => {
    for (const employee of employeeIds) {
      for (const message of Object.values(messages)) {
        expect(ask(employee, message).reply).toBe(ask(employee, message).reply);
      }
    }
  });

  it('reads dates from request.now, not from the machine clock', () => {
    const later = localReply({
      ...ask('alfred', 'Priorise mes tâches').request,
      now: new Date('2026-11-26T08:00:00Z'),
    });
    expect(later).toContain('en retard de 6 jours (vendredi 20 novembre)');
  });
});

describe('createLocalEngine', () => {
  const engine = createLocalEngine();

  async function collect(request: ReplyRequest, signal?: AbortSignal): Promise<string[]> {
    const pieces: string[] = [];
    for await (const piece of engine.streamReply(request, signal)) pieces.push(piece);
    return pieces;
  }

  it('describes itself as the local engine', () => {
    expect(engine.id).toBe('local');
    expect(engine.description).toBe('moteur local (hors ligne)');
  });

  it('streams groups of at most 16 words that join back into localReply', async () => {
    const { request, reply } = ask('millie', 'Où en sont mes projets ?');
    const pieces = await collect(request);
    expect(pieces.join('')).toBe(reply);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.every((piece) => piece.trim().split(/\s+/).length <= 16)).toBe(true);
  });

  it('yields the first piece within a few milliseconds', async () => {
    const { request } = ask('alfred', 'Priorise mes tâches');
    const started = performance.now();
    const first = await engine.streamReply(request)[Symbol.asyncIterator]().next();
    expect(first.done).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('stops with an "aborted" error when the signal fires mid-reply', async () => {
    const { request } = ask('alfred', 'Priorise mes tâches');
    const controller = new AbortController();
    const pieces: string[] = [];
    const run = async () => {
      for await (const piece of engine.streamReply(request, controller.signal)) {
        pieces.push(piece);
        if (pieces.length === 3) controller.abort();
      }
    };
    const error = await run().catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).kind).toBe('aborted');
    expect((error as AiProviderError).message).toBe('Génération interrompue.');
    expect(pieces).toHaveLength(3);
  });

  it('yields nothing when the signal is already aborted', async () => {
    const { request } = ask('alfred', 'Bonjour');
    const error = await collect(request, AbortSignal.abort()).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AiProviderError);
  });
});
