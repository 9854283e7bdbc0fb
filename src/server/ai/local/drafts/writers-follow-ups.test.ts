import { describe, expect, it } from 'vitest';
import { firmly, tutoyer } from './compose.ts';
import { toReader } from './letters.ts';
import { converse, draftOf } from './play-conversation.ts';

describe('firmer payment reminders', () => {
  it.each([
    [
      'Écris une relance à Mme Girard, son virement de 1 150 € pour la commande n° 318 n’est toujours pas arrivé.',
      '1 150 €',
    ],
    [
      'Écris un rappel à M. Caron, son chèque de 85 € pour la commande n° 77 ne nous est jamais parvenu.',
      '85 €',
    ],
    [
      'Rédige une relance pour M. Noël, le règlement de 420 € de la commande n° 5120 manque toujours.',
      '420 €',
    ],
  ])('sets a dated deadline and the next steps: %s', async (request, amount) => {
    const [, firm] = await converse('alfred', [
      request,
      'Plus ferme, il n’a pas répondu aux deux premières.',
    ]);
    expect(firm).toContain(amount);
    expect(firm).toContain('au plus tard le');
    expect(firm).toMatch(/dernière relance/);
    expect(firm).toMatch(/mise en demeure|pénalités/);
  });
});

describe('tutoiement of a whole draft', () => {
  it.each([
    ['Je me permets de vous contacter.', 'Je me permets de te contacter.'],
    ['Seriez-vous disponible jeudi ?', 'Serais-tu disponible jeudi ?'],
    ['Une équipe comme la vôtre.', 'Une équipe comme la tienne.'],
    // The elided « te » takes the typographic apostrophe of the rest of the drafts.
    ['Si vous êtes intéressé, merci de vous inscrire.', 'Si tu es intéressé, merci de t’inscrire.'],
    // An imperative in -rez is no future, and « dites-nous » inside a sentence is tutoyé too.
    [
      'Enregistrez ce post et dites-nous en commentaire ce que vous en pensez !',
      'Enregistre ce post et dis-nous en commentaire ce que tu en penses !',
    ],
    ['Vous pourrez passer lundi.', 'Tu pourras passer lundi.'],
    ['Une question ? Écrivez-nous en message privé.', 'Une question ? Écris-nous en message privé.'],
  ])('%s', (vous, tu) => {
    expect(tutoyer(vous)).toBe(tu);
  });

  it('leaves no "vous" in a prospecting email and its follow-up', async () => {
    const replies = await converse('chip', [
      'Écris un email de prospection pour M. Julien Morel, gérant de Garage Morel à Tours : on propose la gestion de ses pneus, avec 10 % de remise.',
      'Ajoute une relance à envoyer dix jours plus tard.',
      'Tutoie-le.',
    ]);
    const draft = draftOf(replies[2] ?? '');
    // « des rendez-vous planifiés » is a noun, and stays one (never « rendez-te »).
    expect(draft).not.toMatch(/(?<!rendez-)\b(vous|votre|vos|vôtre)\b/i);
    expect(draft).not.toMatch(/rendez-te|rends-toi/i);
    expect(draft).toMatch(/\b(te|tu|toi|ton|ta|t')/);
  });
});

describe('customer replies resolve the problem', () => {
  it.each([
    'Une cliente a été débitée deux fois de 49 € pour sa commande, que lui répondre ?',
    'Un client a été prélevé deux fois de 15 € ce mois-ci, réponds-lui.',
    'Le client dit qu’on a encaissé deux fois son paiement de 120 €, prépare la réponse.',
  ])('refunds a double charge: %s', async (request) => {
    const [reply] = await converse('clide', [request]);
    expect(reply).toMatch(/rembours/);
    expect(reply).toMatch(/\d+ €/);
  });

  it.each([
    ['Un client a reçu sa cafetière cassée, que lui répondre ?', /remplacement/],
    [
      'Une cliente attend son colis depuis trois semaines, réponds-lui.',
      /revenons vers vous dès que nous avons une date de livraison ferme/,
    ],
    ['Le client a reçu le mauvais modèle de chaussures, prépare la réponse.', /bon article/],
  ])('%s', async (request, fix) => {
    const [reply] = await converse('clide', [request]);
    expect(reply).toMatch(fix);
  });
});

describe('which one first, from the previous list', () => {
  it.each([
    'Et laquelle je traite en premier ?',
    'Par laquelle dois-je commencer en priorité ?',
    'Laquelle est la plus urgente ?',
  ])('names the line of the deadlines list: %s', async (question) => {
    const [list, pick] = await converse('millie', ['Donne-moi mes 3 prochaines échéances.', question]);
    const dates = [...(list ?? '').matchAll(/\*\*(\p{L}+ \d{1,2}(?:er)? \p{L}+)\*\*/gu)].map((m) => m[1]);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.filter((date) => pick?.includes(date ?? '')).length).toBe(1);
  });
});

describe('details added in a follow-up', () => {
  it.each([
    [
      'Offre pour un serveur en CDD de 3 mois à Biarritz.',
      'Ajoute que les repas sont pris en charge et que le poste est nourri.',
      ['Les repas sont pris en charge', 'Le poste est nourri'],
    ],
    [
      'Rédige une annonce pour un vendeur en CDI à Metz, 1 900 € brut.',
      'Plus détaillée : précise que le travail commence le 4 janvier.',
      ['Le travail commence le 4 janvier'],
    ],
    [
      'Rédige une offre d’emploi pour un apprenti boulanger à Caen.',
      'Précise aussi qu’un logement peut être proposé.',
      ['Un logement peut être proposé'],
    ],
  ])('puts them in the job offer: %s', async (request, followUp, details) => {
    const [, reply] = await converse('dot', [request, followUp]);
    for (const detail of details) expect(reply).toContain(detail);
  });

  it('puts them in a letter', async () => {
    const [, reply] = await converse('alfred', [
      'Écris un email à M. Petit pour confirmer notre rendez-vous du 3 décembre.',
      'Ajoute que le parking est gratuit et qu’il faut sonner à l’interphone.',
    ]);
    expect(draftOf(reply ?? '')).toContain('Le parking est gratuit.');
    expect(draftOf(reply ?? '')).toContain('Il faut sonner à l’interphone.');
  });
});

describe('Clide: the answer the user gives is the answer sent', () => {
  it('answers a question with the user’s answer, without apologising', async () => {
    const [reply] = await converse('clide', [
      'Un client demande si on peut livrer à Ajaccio. Réponds que oui, avec un supplément de 25 €.',
    ]);
    expect(reply).toContain('si nous pouvons livrer à Ajaccio');
    expect(reply).toContain('Oui, avec un supplément de 25 €.');
    expect(reply).not.toContain('mécontentement');
  });
  it('keeps the delay the user gives for a refund', async () => {
    const [reply] = await converse('clide', [
      'Mme Lopez demande le remboursement de sa commande n° 7781 de 129 €. Réponds-lui : remboursement sous 5 jours.',
    ]);
    expect(reply).toContain('sous 5 jours');
    expect(reply).not.toContain('5 à 10 jours');
  });
  it('escalates when the customer demands the manager', async () => {
    const [reply] = await converse('clide', [
      'M. Petit réclame le directeur : sa facture F-2026-330 compte deux fois la main d’œuvre. Que lui répondre ?',
    ]);
    expect(reply).toContain('F-2026-330');
    expect(reply).toMatch(/\*\*Escalade :\*\* oui/);
    expect(reply).not.toContain('prélèvement');
  });
});

describe('letters say what is asked and promise only dates to come', () => {
  it('asks for the thing named, by the deadline as written', async () => {
    const [reply] = await converse('alfred', [
      'Écris à mon comptable, M. Faure, pour lui demander le bilan 2025 avant le 15 janvier.',
    ]);
    expect(reply).toContain('Pourriez-vous me transmettre le bilan 2025 avant le 15 janvier ?');
  });
  it('tells the news to the people named', async () => {
    const [reply] = await converse('alfred', [
      'Prépare un mail pour prévenir mes clients que le magasin sera fermé du 24 décembre au 2 janvier.',
    ]);
    expect(reply).toContain('Le magasin sera fermé du 24 décembre au 2 janvier');
  });
  it('reads a product that stopped working as a defect, and never promises a past date', async () => {
    const [reply] = await converse('clide', [
      'Une cliente, Mme Hubert, dit que sa machine à café achetée le 2 novembre ne chauffe plus. Réponds-lui.',
    ]);
    expect(reply).toContain('remplacement');
    expect(reply).not.toContain('d’ici le 2 novembre');
  });
  it('answers a threat of court in Clide’s role, with escalation', async () => {
    const [reply] = await converse('clide', [
      'M. Moreau menace d’aller au tribunal parce que sa cuisine n’est toujours pas installée. Que faire ?',
    ]);
    expect(reply).toContain('Monsieur Moreau');
    expect(reply).toMatch(/\*\*Escalade :\*\* oui/);
  });
});

describe('follow-ups that change a value, the network or the address', () => {
  it('replaces the price when asked to change it', async () => {
    const [, changed] = await converse('chip', [
      'Écris un mail de prospection à M. Paul Girard, gérant de la Boulangerie Girard à Lyon, pour lui proposer notre terminal de paiement à 29 € par mois.',
      'Change le prix : c’est 24 € par mois.',
    ]);
    expect(draftOf(changed ?? '')).toContain('24 € par mois');
    expect(draftOf(changed ?? '')).not.toContain('29 €');
    expect(changed).toContain('Bonjour Monsieur Girard');
  });
  it('rewrites a post for the network named', async () => {
    const [, instagram] = await converse('suki', [
      'Écris un post LinkedIn pour annoncer notre nouveau site internet.',
      'Refais-le pour Instagram.',
    ]);
    expect(instagram).toContain('post Instagram');
  });
  it('drops "Madame" when the user switches to tu with only a surname known', async () => {
    const replies = await converse('alfred', [
      'Rédige un mail à Mme Colin pour lui confirmer notre rendez-vous du jeudi 3 décembre à 14h.',
      'Passe au tutoiement.',
    ]);
    expect(replies[1]).toContain('> Bonjour,');
    expect(replies[1]).toContain('Je te confirme');
  });
  it('answers the customer’s question with what follows the colon', async () => {
    const [reply] = await converse('clide', [
      'Réponds à M. Leroux qui demande quand sera livrée sa commande n° 4410 : elle part demain.',
    ]);
    expect(reply).toContain('Vous nous demandez quand sera livrée votre commande n° 4410.');
    expect(reply).toContain('Elle part demain.');
  });
});

describe('letters of other kinds, by any employee', () => {
  it('writes a termination letter with the contract, its number and the date it takes effect', async () => {
    const [reply] = await converse('alfred', [
      'Écris une lettre de résiliation de mon contrat d’assurance auprès de la MAAF, contrat n° 458-221, à effet du 31 décembre.',
    ]);
    expect(reply).toContain('résilier mon contrat d’assurance');
    expect(reply).toContain('458-221');
    expect(reply).toContain('31 décembre');
  });
  it('lets Chip thank a client who signed, in Chip’s voice', async () => {
    const [reply] = await converse('chip', [
      'Écris un message de remerciement à un client qui vient de signer un contrat de 12 000 €.',
    ]);
    expect(reply).toContain('vous venez de signer un contrat de 12 000 €');
    expect(reply).not.toContain('prospection');
  });
  it('thanks a happy customer for a 5-star review instead of apologising', async () => {
    const [reply] = await converse('clide', [
      'Rédige une réponse à un avis 5 étoiles de Mme Rey qui a adoré notre accueil.',
    ]);
    expect(reply).toContain('vous avez adoré notre accueil');
    expect(reply).not.toContain('mécontentement');
  });
  it('writes a birthday note, not a reply', async () => {
    const [, tu] = await converse('alfred', [
      'Rédige un petit mot pour souhaiter un bon anniversaire à mon associé Marc.',
      'Tutoie-le.',
    ]);
    expect(tu).toContain('Je te souhaite un bon anniversaire');
  });
  it('sets an agenda from the points given and splits meeting notes into points and actions', async () => {
    const [agenda] = await converse('alfred', [
      'Prépare l’ordre du jour de la réunion d’équipe de lundi 9h : bilan de novembre, planning de Noël, questions diverses.',
    ]);
    expect(agenda).toContain('1. **Bilan de novembre**');
    expect(agenda).toContain('3. **Questions diverses**');
    const [notes] = await converse('alfred', [
      'Fais un compte rendu de la réunion de ce matin : Paul s’occupe des devis, Léa du site, prochaine réunion le 8 décembre.',
    ]);
    expect(notes).toContain('- [ ] Paul s’occupe des devis');
  });
  it('asks for a quote without putting the addressee in what is asked', async () => {
    const [reply] = await converse('alfred', [
      'Écris un mail pour demander un devis à l’imprimerie Duval pour 500 flyers A5 en couleur.',
    ]);
    expect(reply).toContain('Pourriez-vous me transmettre un devis pour 500 flyers A5 en couleur ?');
  });
});

describe('week spans, lost parcels and offers', () => {
  it('keeps opening hours on no particular day', async () => {
    const [reply] = await converse('alfred', [
      'Envoie un mail à tous nos clients pour annoncer nos nouveaux horaires à partir du 4 janvier : du lundi au vendredi, 8h-18h.',
    ]);
    expect(reply).toContain('du lundi au vendredi, 8 h-18 h');
    expect(reply).not.toMatch(/vendredi 27 novembre|lundi 4 janvier 2027 de 8/);
  });
  it('answers a lost parcel with the offer the user makes', async () => {
    const [reply] = await converse('clide', [
      'Le colis de Mme Roussel (commande 8812) est perdu par La Poste. Propose-lui un renvoi gratuit ou un remboursement.',
    ]);
    expect(reply).toContain('la perte de votre colis');
    expect(reply).toContain('Nous vous proposons un renvoi gratuit ou un remboursement, au choix.');
    expect(reply).not.toContain('5 à 10 jours');
  });
});

describe('plans that fit the project and move when asked', () => {
  it.each([
    [
      'On lance la refonte du site e-commerce le 1er décembre, livraison prévue fin février. Découpe-moi ça en étapes avec des dates.',
      /Recette/,
      'refonte du site e-commerce',
    ],
    ['Nous ouvrons une boutique à Lille le 2 mars, fais-moi le rétroplanning.', /Aménagement/, null],
    ['Prépare le plan de notre séminaire d’équipe du 14 au 15 avril à Annecy.', /Préparation/, null],
  ])('%s', async (request, phase, subject) => {
    const [plan, moved] = await converse('millie', [request, 'Décale tout de deux semaines.']);
    expect(plan).toMatch(phase);
    if (subject) expect(plan).toContain(subject);
    const days = (text: string) => [...text.matchAll(/^\d+\. \*\*([^*]+)\*\*/gm)].map((m) => m[1]);
    expect(days(moved ?? '')).toHaveLength(days(plan ?? '').length);
    expect(days(moved ?? '')).not.toEqual(days(plan ?? ''));
    expect(moved).toContain('décalées de 2 semaines');
    // No milestone on a weekend or on Christmas.
    expect((moved ?? '') + (plan ?? '')).not.toMatch(/\*\*(Samedi|Dimanche|Vendredi 25 décembre)/);
  });
});

describe('an offer added to a customer reply', () => {
  it('keeps the usual fix and says the offer once, to the customer', async () => {
    const [, reply] = await converse('clide', [
      'Une cliente, Mme Roux, se plaint que sa commande n°45821 n’est toujours pas arrivée après 12 jours. Réponds-lui.',
      'Ajoute qu’on lui offre la livraison sur sa prochaine commande.',
    ]);
    expect(reply).toContain('transporteur');
    expect(reply).toContain('nous vous offrons la livraison sur votre prochaine commande');
    expect(reply).not.toMatch(/On lui offre/i);
  });
});

describe('the user’s own list of things to do', () => {
  it.each([
    [
      'J’ai 3 choses à faire aujourd’hui : finir le devis pour Dupont, appeler la banque pour le prêt, et préparer la réunion de demain. Par quoi je commence ?',
      ['devis pour Dupont', 'appeler la banque', 'préparer la réunion'],
    ],
    [
      'Aide-moi à prioriser :\n- répondre aux mails clients\n- faire la compta de novembre\n- rappeler M. Durand demain',
      ['mails clients', 'compta de novembre', 'rappeler M. Durand'],
    ],
    [
      'Dans quel ordre je fais ça : envoyer la facture à Orion, ranger le bureau, relancer le prospect Atlas ?',
      ['facture à Orion', 'ranger le bureau', 'prospect Atlas'],
    ],
  ])('Alfred orders the items given, not the workspace’s tasks: %s', async (request, items) => {
    const [reply] = await converse('alfred', [request]);
    for (const item of items) expect(reply?.toLowerCase()).toContain(item.toLowerCase());
    expect(reply).not.toContain('grille tarifaire');
    expect(reply).not.toContain('Éléments repris');
  });

  it('puts what is due first and what can wait last', async () => {
    const [reply] = await converse('alfred', [
      'Priorise : ranger les archives, payer l’URSSAF aujourd’hui, mettre à jour le site.',
    ]);
    const order = ['URSSAF', 'mettre à jour le site', 'ranger les archives'].map((text) =>
      (reply ?? '').indexOf(text),
    );
    expect(order[0]).toBeLessThan(order[2]!);
  });

  it.each([
    [
      'Répartis ces tâches entre Julie et Marc : relancer les fournisseurs, mettre à jour le site, préparer les factures de décembre, commander les fournitures.',
      ['Julie', 'Marc'],
      4,
    ],
    [
      'Partage le travail entre Léa, Hugo et Nadia : faire l’inventaire, publier le post LinkedIn, relancer les impayés, préparer le salon, appeler le plombier, trier les CV.',
      ['Léa', 'Hugo', 'Nadia'],
      6,
    ],
  ])('Millie shares the items given between the people named: %s', async (request, people, count) => {
    const [reply] = await converse('millie', [request]);
    const rows = (reply ?? '').split('\n').filter((line) => /^\| (?!Personne|---)/.test(line));
    expect(rows).toHaveLength(people.length);
    for (const person of people) expect(reply).toContain(`| ${person} |`);
    const total = rows.reduce((sum, row) => sum + Number(row.split('|').at(-2)), 0);
    expect(total).toBe(count);
    // Balanced: nobody has more than one task more than another.
    const loads = rows.map((row) => Number(row.split('|').at(-2)));
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
  });
});

describe('a customer’s question answered with what the user says after it', () => {
  it.each([
    [
      'Comment je réponds à un client qui demande si on livre en Belgique ? On livre en Belgique en 4 à 6 jours pour 9,90 €.',
      'Oui, nous livrons en Belgique en 4 à 6 jours pour 9,90 €.',
    ],
    [
      'Une cliente demande si on accepte les chèques. Non, on n’accepte que la carte et le virement.',
      'Non, nous n’acceptons que la carte et le virement.',
    ],
    [
      'Un client veut savoir si on fait la livraison le dimanche. On ne livre pas le dimanche, mais le samedi oui.',
      // The refusal is said as such, with its « mais » as the offer (stop 48's support writer).
      'Nous ne pouvons malheureusement pas livrer le dimanche. En revanche, le samedi oui.',
    ],
  ])('%s', async (request, answer) => {
    const [reply] = await converse('clide', [request]);
    expect(reply).toContain(answer);
    expect(reply).not.toContain('J’ai transmis votre dossier');
    expect(reply).not.toContain('Pour mémoire');
  });
});

describe('a pasted mail summarised as a mail', () => {
  it.each([
    [
      'Résume-moi ce mail : « Bonjour, suite à notre échange, je vous confirme notre accord pour la commande de 300 unités au prix de 12,50 € HT l’unité, livraison souhaitée avant le 15 janvier. Pouvez-vous m’envoyer le bon de commande ? Cordialement, Paul Girard, Acheteur, Batimat »',
      'Paul Girard',
      'Envoyer le bon de commande',
      '3 750 € HT',
    ],
    [
      'Fais-moi un résumé de ce message : « Madame, nous avons bien reçu vos 40 cartons à 18 € l’unité. Deux cartons sont abîmés. Merci de nous envoyer un avoir pour ces deux cartons. Bien à vous, Sophie Klein, Responsable achats »',
      'Sophie Klein',
      'Nous envoyer un avoir',
      '720 €',
    ],
  ])('%s', async (request, sender, task, total) => {
    const [reply] = await converse('alfred', [request]);
    expect(reply).toContain(`mail de ${sender}`);
    expect(reply?.toLowerCase()).toContain(task.toLowerCase().replace(/^nous /, ''));
    expect(reply?.replace(/[\u202f\u00a0]/g, ' ')).toContain(total);
    expect(reply).not.toMatch(/^\d\. (Cordialement|Bien à vous)/m);
  });
});

describe('a firmer letter', () => {
  it('asks and states without hedging', () => {
    expect(firmly('Je me permets de vous demander d’envoyer un réparateur.')).toBe(
      'Je vous demande d’envoyer un réparateur.',
    );
    expect(firmly('Je me permets de vous écrire pour vous informer que le rideau est bloqué.')).toBe(
      'Je vous informe que le rideau est bloqué.',
    );
  });

  it('says to the reader what the user says of them', () => {
    expect(toReader('ça fait déjà deux fois que je le préviens', 'vous')).toBe(
      'cela fait déjà deux fois que je vous préviens',
    );
    expect(toReader('je l’ai déjà relancé deux fois', 'tu')).toBe('je t’ai déjà relancé deux fois');
  });

  it('adds the reason the user gives for it', async () => {
    const [, firmer = ''] = await converse('alfred', [
      'Écris un mail à M. Garnier, notre fournisseur, pour lui signaler que la livraison de farine du 3 décembre est incomplète. Demande-lui de livrer le reste avant jeudi.',
      'Plus ferme, c’est la troisième fois que je lui écris à ce sujet.',
    ]);
    expect(draftOf(firmer)).toMatch(/Je vous demande de livrer le reste avant jeudi/);
    expect(draftOf(firmer)).toMatch(/C’est la troisième fois que je vous écris à ce sujet\./);
  });
});

describe('an item of a list chosen', () => {
  it('is said back, not the list written again', async () => {
    const [, chosen = ''] = await converse('suki', [
      'Propose-moi 3 slogans pour ma boulangerie',
      'Je prends le deuxième',
    ]);
    expect(chosen).toMatch(/^C’est noté, vous retenez : «/);
    expect(chosen).not.toMatch(/^1\./m);
  });

  it('is said again shorter when asked with it, by the business named earlier', async () => {
    const [, shorter = ''] = await converse('suki', [
      'Trouve 3 slogans pour notre magasin de velos, Roue Libre, a Angers',
      'ok pour le deuxieme mais en plus court',
    ]);
    expect(shorter).toMatch(/^Le voici en plus court :\n\n« Magasin de v[eé]los, l’exigence en plus\. »/);
    expect(shorter).toMatch(/Ou, avec votre nom : « Roue Libre, l’exigence en plus\. »/);
    expect(shorter).not.toMatch(/version du post|^>/m);
  });

  it('drops the possessive, with no name to offer when none was given', async () => {
    const [, shorter = ''] = await converse('suki', [
      'Donne-moi 4 slogans pour ma boutique de fromages.',
      'Je choisis la première, raccourcis-la.',
    ]);
    expect(shorter).toMatch(/« Boutique de fromages : du soin dans chaque détail\. »/);
    expect(shorter).not.toMatch(/avec votre nom/);
  });

  it('drops the place word a slogan opens with', async () => {
    const [, shorter = ''] = await converse('suki', [
      'Propose-moi 3 slogans pour ma boulangerie',
      'Je garde le troisième, mais fais plus court.',
    ]);
    expect(shorter).toMatch(/« Notre boulangerie rime avec plaisir\. »/);
    expect(shorter).not.toMatch(/Ici,/);
  });
});
