import { describe, expect, it } from 'vitest';
import { splitPasted } from '../understanding/conversation.ts';
import { extractFacts } from '../understanding/facts.ts';
import { subjectLine } from './compose.ts';
import {
  alsoParagraph,
  alsoProposed,
  answeredQuestion,
  askedDeedSubject,
  asWe,
  customerDeedsToReader,
  givenAnswerSaid,
  letterKind,
  messageClause,
  movedDates,
  movesMeeting,
  proposedDaysNamed,
  purposeObject,
  readerClauses,
  readerPronoun,
  requestReason,
  spokenWritten,
  statementsAfter,
  thanksReason,
  toSecondPerson,
} from './letters.ts';
import { converse, draftOf } from './play-conversation.ts';

describe('what a letter says, read from the request', () => {
  it.each([
    ['qui demande un devis pour sa toiture', 'vous demandez un devis pour votre toiture'],
    ['il peut passer récupérer sa voiture demain', 'vous pouvez passer récupérer votre voiture demain'],
    ['elle n’a pas reçu ses documents', 'vous n’avez pas reçu vos documents'],
    ['qui se plaint du bruit', 'vous vous plaignez du bruit'],
    ['son colis est arrivé', 'votre colis est arrivé'],
    ['qui tient un garage', 'vous tenez un garage'],
    ['il n’y aura pas de réunion lundi', 'il n’y aura pas de réunion lundi'],
    ['il faut renvoyer le formulaire signé', 'il faut renvoyer le formulaire signé'],
    [
      'son véhicule est prêt et qu’il peut passer le récupérer',
      'votre véhicule est prêt et que vous pouvez passer le récupérer',
    ],
  ])('says « %s » to the recipient', (clause, said) => {
    expect(toSecondPerson(clause)).toBe(said);
  });

  it.each([
    [
      'Écris à Mme Blanc pour lui dire que sa commande est prête en boutique',
      'votre commande est prête en boutique',
    ],
    ['Envoie un mot à Karim pour lui confirmer qu’il peut venir lundi', 'vous pouvez venir lundi'],
    ['Préviens les clients pour leur annoncer que les prix baissent.', 'les prix baissent'],
    ['Écris à M. Lefèvre que son véhicule est prêt. Le montant est de 486 €.', 'votre véhicule est prêt'],
    // An aside opening the news goes after it.
    [
      'Dis à Mme Caron que, comme prévu, la livraison arrive vendredi matin',
      'la livraison arrive vendredi matin, comme prévu',
    ],
    [
      'Écris à Karim que, suite à notre appel, nous gardons le devis de 1 200 €',
      'Nous gardons le devis de 1 200 €, suite à notre appel',
    ],
  ])('finds the news told in « %s »', (command, text) => {
    expect(messageClause(command)?.text).toBe(text);
  });

  it('keeps what the request says after its news, and leaves its instructions out', () => {
    const command =
      'Écris à M. Lefèvre que son véhicule est prêt. Le montant est de 486 €. Signe Marc. Il peut payer par carte.';
    expect(statementsAfter(command, messageClause(command)!.end)).toEqual([
      'Le montant est de 486 €.',
      'Vous pouvez payer par carte.',
    ]);
    expect(asWe('on s’excuse du retard')).toBe('Nous nous excusons du retard');
  });

  it.each([
    ['Annoncer notre soirée portes ouvertes du 12 décembre', 'notre soirée portes ouvertes du 12 décembre'],
    ['Prévenir nos abonnés du changement d’adresse', 'le changement d’adresse'],
    ['Remercier M. Morel pour son accueil chaleureux', 'votre accueil chaleureux'],
    ['Présenter à nos clients notre carte de fidélité', 'notre carte de fidélité'],
  ])('finds what « %s » is about', (command, object) => {
    expect(purposeObject(command)).toBe(object);
  });

  it.each([
    ['Écris à M. Dupuis pour lui dire que son devis est prêt', 'announcement'],
    ['Réponds à Claire qui demande si on livre à Nantes', 'reply'],
    ['Réponds à Paul qui nous invite à son inauguration', 'reply'],
    ['Relance M. Martin pour la facture n° 45 impayée', 'payment_reminder'],
    ['Remercie Sophie pour son aide sur le salon', 'thanks'],
  ])('reads the kind of « %s »', (command, kind) => {
    expect(letterKind(command)).toBe(kind);
  });
});

describe('letters to a group', () => {
  it('greets the group the request names and speaks to it', async () => {
    const { groupGreeting } = await import('./compose.ts');
    expect(groupGreeting('Préviens tous nos clients de la fermeture du magasin')).toBe(
      'Chère cliente, cher client,',
    );
    expect(groupGreeting('Un mail pour informer les salariés du déménagement')).toBe(
      'Bonjour à toutes et à tous,',
    );
    expect(groupGreeting('Réponds à Mme Roux')).toBeNull();
    const { toGroup } = await import('./letters.ts');
    expect(toGroup("en cas d'urgence ils peuvent appeler le 06 12 34 56 78")).toBe(
      "en cas d'urgence vous pouvez appeler le 06 12 34 56 78",
    );
    expect(toGroup('ils recevront leurs colis et ils appellent le standard')).toBe(
      'vous recevrez vos colis et vous appelez le standard',
    );
  });
});

describe('a meeting moved or called off: which one, why, and when instead', () => {
  it('finds the meeting in the calendar by the company named, and proposes the new day', async () => {
    const [reply] = await converse('alfred', [
      'Je dois décaler le rendez-vous avec Durand & Fils à lundi prochain parce que je suis malade. Écris-lui un mail.',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('Objet :** Report de notre rendez-vous du mercredi 25 novembre – Durand & Fils');
    expect(draft).toContain(
      'reporter notre rendez-vous du mercredi 25 novembre à 14 h, parce que je suis malade',
    );
    expect(draft).toContain('décaler au lundi 30 novembre, à la même heure');
    expect(draft).not.toMatch(/Pour mémoire|revenir sur ce qui était prévu/);
  });

  it('tells the planned day from the new one by their little words, and keeps a plain reason', async () => {
    const [reply] = await converse('alfred', [
      'Écris un mail à Mme Lefèvre pour reporter notre réunion de jeudi à 14h, j’ai un empêchement.',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('reporter notre réunion du jeudi 26 novembre à 14 h, car j’ai un empêchement');
    expect(draft).toContain('pour la reprogrammer');
  });

  it('calls a meeting off, offering to set another date', async () => {
    const [reply] = await converse('alfred', [
      'Écris à M. Garnier pour annuler la visite de vendredi, le chantier n’est pas prêt.',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('annuler notre visite du vendredi 27 novembre');
    expect(draft).toContain('reprogrammer');
  });

  it('apologises for what happened when nothing is moved', async () => {
    const [reply] = await converse('alfred', [
      'Écris un mail d’excuses à un client pour le retard de livraison de sa commande.',
    ]);
    expect(draftOf(reply ?? '')).toContain('nos excuses pour le retard de livraison de votre commande');
  });
});

describe('what a letter moving or calling off a meeting is called', () => {
  it.each([
    [
      'Écris un mail à Paul pour décaler notre réunion de mardi à jeudi',
      'email de report de réunion pour Paul',
    ],
    [
      'Envoie un message à M. Petit pour reporter notre rendez-vous de vendredi',
      'email de report de rendez-vous pour M. Petit',
    ],
    [
      'Écris un mail pour annuler le rendez-vous de demain avec Mme Durand',
      'email d’annulation de rendez-vous pour Mme Durand',
    ],
    [
      'Écris à Karim pour annuler la réunion de demain, je suis malade',
      'email d’annulation de réunion pour Karim',
    ],
    [
      'Excuse-moi auprès de Paul et décale notre réunion à vendredi',
      'email d’excuses et de report de réunion pour Paul',
    ],
    ['Écris un mail d’excuses à Mme Faure pour le retard de livraison', 'email d’excuses pour Mme Faure'],
    [
      'Un mail pour décommander le déjeuner de vendredi avec M. Leroy',
      'email d’annulation de déjeuner pour M. Leroy',
    ],
  ])('%s', async (message, named) => {
    const [reply] = await converse('alfred', [message]);
    const intro = (reply ?? '').split('\n')[0]!.replace(/'/g, '’');
    expect(intro).toContain(named);
  });
});

describe('a meeting moved from one weekday and time to another', () => {
  it('moves a meeting from one weekday and time to another', async () => {
    const [reply] = await converse('alfred', [
      'Écris à M. Petit pour décaler notre réunion de mardi 14h à jeudi 10h',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('reporter notre réunion du mardi 1er décembre à 14 h');
    expect(draft).toContain('décaler au jeudi 3 décembre à 10 h');
  });
});

describe('news told to someone in the imperative', () => {
  it('« Rappelle à Jean-Marc que… » greets Jean-Marc and reminds him, without the tone instruction', async () => {
    const [reply] = await converse('alfred', [
      'Rappelle à Jean-Marc que la TVA est à déclarer avant le 19 décembre, ton amical.',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('Bonjour Jean-Marc,');
    expect(draft).toContain('Petit rappel : la TVA est à déclarer avant le 19 décembre.');
    expect(draft).not.toMatch(/ton amical|Pour mémoire/);
  });

  it('a follow-up on a quote agrees with « devis »', async () => {
    const [reply] = await converse('chip', [
      'Prépare une relance pour le prospect Batimat qui n’a pas répondu à notre devis de 4 200 € envoyé il y a 10 jours.',
    ]);
    expect(draftOf(reply ?? '')).toMatch(/notre devis \(4\s200 €\), envoyé le .*le regarder/s);
  });
});

describe('news told straight, with no « je vous informe que » before it', () => {
  it.each([
    ['Préviens Karim qu’on décale la visite du chantier à vendredi', 'Nous décalons la visite'],
    ['Avertis l’équipe qu’il n’y aura pas de réunion lundi', 'Il n’y aura pas de réunion lundi'],
  ])('%s', async (message, said) => {
    const [reply] = await converse('alfred', [message]);
    expect(draftOf(reply ?? '').replace(/'/g, '’')).toContain(said);
    expect(draftOf(reply ?? '')).not.toContain('informer');
  });
});

describe('a meeting put off lands after itself', () => {
  // testNow is Tuesday 24 November 2026: « jeudi » is the 26th, « vendredi » the 27th.
  it.each([
    ['Reporte le rendez-vous de jeudi à la semaine prochaine', 'jeudi 3 décembre'],
    ['Décale la réunion de jeudi à la semaine d’après', 'jeudi 3 décembre'],
    ['Repousse l’entretien de vendredi dans deux semaines', 'vendredi 11 décembre'],
    ['Repousse le rdv de vendredi avec M. Martin à lundi', 'lundi 30 novembre'],
    ['Écris à Paul pour reporter notre point de vendredi à lundi', 'lundi 30 novembre'],
  ])('%s', async (request, day) => {
    const [reply = ''] = await converse('alfred', [request]);
    expect(draftOf(reply)).toContain(`décaler `);
    expect(draftOf(reply)).toContain(day);
  });
  it('moves a meeting brought forward before itself', async () => {
    const [earlier = ''] = await converse('alfred', ['Avance la réunion de vendredi à mercredi']);
    expect(draftOf(earlier)).toContain('mercredi 25 novembre');
  });
});

describe('a confirmation completed by its date', () => {
  it('confirms what was asked, on the day given afterwards', async () => {
    const [first = '', second = ''] = await converse('alfred', [
      'Écris un mail à Sophie pour confirmer notre déjeuner',
      'C’est pour jeudi 3 décembre à 12 h 30',
    ]);
    expect(draftOf(first)).toContain('Je vous confirme notre déjeuner');
    expect(draftOf(second)).toContain('pour le jeudi 3 décembre à 12 h 30');
    expect(draftOf(second)).not.toContain('confirme confirmer');
  });
});

describe('a meeting moved', () => {
  it('reads where it was and where it goes, by the words before each date', () => {
    const command = 'Son entretien de mardi 10 h est décalé à jeudi 14 h';
    const read = extractFacts(command, new Date('2026-11-24T10:00:00Z'));
    const { from, to } = movedDates(command, read.dates);
    expect(from?.label).toMatch(/^mardi/);
    expect(to?.label).toMatch(/^jeudi .* à 14 h$/);
    expect(movesMeeting(command)).toBe(true);
  });
});

describe('why someone is thanked', () => {
  it.each([
    [
      'Écris une lettre de remerciement à la société Altis qui vient de signer notre contrat',
      'clause',
      'vous venez de signer notre contrat',
    ],
    ['Remercie M. Roux d’avoir signé son devis de 3 400 €', 'deed', 'd’avoir signé notre devis de 3 400 €'],
    ['Un mail pour remercier nos clients de leur fidélité', 'for', 'votre fidélité'],
    [
      'Remercie Julie qui nous a recommandés à son voisin',
      'clause',
      'vous nous avez recommandés à votre voisin',
    ],
  ])('%s', (command, kind, text) => {
    expect(thanksReason(command)).toEqual({ kind, text });
  });
  it('leaves thanks for a thing to the object', () => {
    expect(thanksReason('Un mot pour remercier pour le buffet qui était parfait')).toBeNull();
  });
});

describe('an offer made alongside a courtesy letter', () => {
  it('reads what is proposed after « et propose-lui »', () => {
    expect(
      alsoProposed('Félicite Sophie pour son restaurant et propose-lui notre service de livraison'),
    ).toBe('notre service de livraison');
    expect(alsoProposed('Félicite Sophie pour son restaurant')).toBeNull();
  });
});

describe('a letter read from what it says', () => {
  it.each([
    ['Rappelle à M. Leroy qu’il nous doit 1 450 € pour la facture F-2031', 'payment_reminder'],
    ['Écris un mail à mon comptable pour lui envoyer les factures de novembre', 'sending'],
    ['Envoie un mail à Mme Garnier pour lui transmettre le devis signé', 'sending'],
  ] as const)('« %s » is a %s', (command, kind) => {
    expect(letterKind(command)).toBe(kind);
  });

  it('keeps an object pronoun before the verb said to the reader', () => {
    expect(toSecondPerson('il nous doit 1 450 €')).toBe('vous nous devez 1 450 €');
  });

  it('sends what the request names, not the mail itself', async () => {
    const [reply = ''] = await converse('alfred', [
      'Envoie un mail à Mme Garnier pour lui transmettre le devis signé avant vendredi',
    ]);
    expect(draftOf(reply)).toContain('Veuillez trouver ci-joint le devis signé');
    expect(draftOf(reply)).not.toContain('ci-joint un mail');
  });

  it('sends the details listed after a colon with what is sent, and keeps them out of the subject', async () => {
    const [reply = ''] = await converse('alfred', [
      'Rédige un mail à M. Morel pour lui envoyer notre devis pour la cuisine : 6 jours de pose, 8 400 € TTC, début le 12 février.',
    ]);
    expect(draftOf(reply)).toContain(
      'notre devis pour la cuisine : 6 jours de pose, 8 400 € TTC, début le 12 février.',
    );
    expect(reply).toMatch(/Objet\s:\*\* Notre devis pour la cuisine\n/);
    expect(reply).not.toContain('Je n’ai pas su placer');
  });
});

describe('a second instruction and an answer with its detail', () => {
  it('says the second instruction in a paragraph of its own', () => {
    expect(alsoParagraph('Remercie Sophie pour sa commande et propose-lui un rendez-vous en janvier')).toBe(
      'Je vous propose un rendez-vous en janvier.',
    );
    expect(alsoParagraph('Confirme la commande et rappelle-lui que la livraison se fait le matin')).toBe(
      'Je vous rappelle que la livraison se fait le matin.',
    );
    expect(alsoParagraph('Confirme la commande de Paul et Marie')).toBeNull();
  });

  it('keeps what the answer adds', () => {
    expect(
      answeredQuestion('Réponds à M. Girard qui demande si on peut livrer avant Noël : oui, le 22 décembre'),
    ).toEqual({
      question: 'on peut livrer avant Noël',
      yes: true,
      detail: 'le 22 décembre',
    });
  });

  it.each([
    ['Réponds à Mme Roy qui demande si on peut poser la cuisine en janvier : c’est faisable, le 12', true],
    ['Réponds à Paul qui demande si on livre le dimanche : ce n’est pas faisable', false],
    ['Réponds à Mme Lopez qui demande si on peut garder son vélo une semaine : ça marche', true],
  ])('reads « %s » as an answer', (command, yes) => {
    expect(answeredQuestion(command)?.yes).toBe(yes);
  });

  it('says a yes with its condition in the reply, never the question pasted', async () => {
    const [reply = ''] = await converse('alfred', [
      'Rédige une réponse à M. Petit qui demande si on peut avancer le montage du portail au mardi 8 décembre : c’est possible mais avec 60 € de supplément.',
    ]);
    const letter = draftOf(reply);
    expect(letter).toContain('nous pouvons avancer le montage du portail au mardi 8 décembre');
    expect(letter).toContain('60 €');
    expect(letter).not.toMatch(/Vous demandez si/);
  });
});

describe('a meeting missed', () => {
  it('is excused and a new slot asked, on the day as said', async () => {
    const [reply = ''] = await converse('alfred', [
      'Écris à M. Perrin pour s’excuser, j’ai raté notre réunion de mardi',
    ]);
    expect(draftOf(reply)).toContain('nous avons manqué notre réunion de mardi');
    expect(draftOf(reply)).not.toContain('revenir sur ce qui était prévu');
  });
});

describe('why a request is made, said in the letter', () => {
  it.each([
    [
      "c'est pour un prêt de 18000 euros pour changer le four",
      ', au sujet d’un prêt de 18 000 € pour changer le four',
    ],
    ["c'est pour changer le four", ', afin de changer le four'],
    ["il s'agit du devis de juin", ', au sujet du devis de juin'],
    ['car notre stock est épuisé', ', car notre stock est épuisé'],
  ])('« %s »', (reason, said) => {
    expect(requestReason(`Écris à Mme Roy pour demander un rendez-vous, ${reason}`)?.said).toBe(said);
  });

  it('arranges a meeting with the reader instead of asking them to send it', async () => {
    const [reply] = await converse('alfred', [
      'écris à M. Faure pour demander un entretien jeudi, c’est pour le renouvellement du bail',
    ]);
    expect(draftOf(reply!)).toMatch(
      /convenir avec vous d’un entretien jeudi, au sujet du renouvellement du bail/,
    );
    expect(draftOf(reply!)).not.toMatch(/transmettre/);
  });
});

describe('news dictated after the colon, however long', () => {
  it('says a clause about the reader to the reader, by their gender', () => {
    expect(readerClauses('le carrelage qu’elle a choisi arrive le 15 mars', 'elle')).toBe(
      'le carrelage que vous avez choisi arrive le 15 mars',
    );
    expect(readerClauses('le colis qu’il attend', 'elle')).toBe('le colis qu’il attend');
    expect(readerClauses('l’album, à ajouter si elle veut', 'elle')).toBe(
      'l’album, à ajouter si vous le souhaitez',
    );
    expect(readerClauses('une housse en plus s’il le souhaite.', 'il')).toBe(
      'une housse en plus si vous le souhaitez.',
    );
  });

  it('says « si elle est dispo » to the reader, unless a thing of hers may be what « elle » is', () => {
    expect(readerClauses('nous vous rappellerons en mai si elle est toujours intéressée', 'elle')).toBe(
      'nous vous rappellerons en mai si vous êtes toujours intéressée',
    );
    expect(readerClauses('nous passerons lundi s’il n’est pas là mardi', 'il')).toBe(
      'nous passerons lundi si vous n’êtes pas là mardi',
    );
    expect(readerClauses('nous posons la cuisine lundi si elle est livrée', 'elle')).toBe(
      'nous posons la cuisine lundi si elle est livrée',
    );
    expect(spokenWritten('si vous êtes dispo pour un rdv')).toBe(
      'si vous êtes disponible pour un rendez-vous',
    );
  });

  it('says « on ne le retient pas » of a candidate as their application, « on la rappellera » in « nous »', () => {
    expect(asWe('on ne le retient pas pour ce contrat', 'vous')).toBe(
      'Nous ne retenons pas votre candidature pour ce contrat',
    );
    expect(asWe('on la recontactera au printemps', 'vous')).toBe('Nous vous recontacterons au printemps');
    expect(asWe('on ne le rembourse pas', 'vous')).toBe('Nous ne vous remboursons pas');
    expect(asWe('on ne le livre pas', 'vous')).toBe('Nous ne le livrons pas');
  });

  it('knows the reader by civility, by a first name, or by what is said of them', () => {
    expect(readerPronoun('Écris à Mme Roy')).toBe('elle');
    expect(readerPronoun('Écris à Nathalie Roy')).toBe('elle');
    expect(readerPronoun('Écris à Bruno Roy')).toBe('il');
    expect(readerPronoun('Réponds à Camille Roy', undefined, 'elle est toujours intéressée')).toBe('elle');
    expect(readerPronoun('Réponds à Camille Roy')).toBeNull();
  });

  it.each([
    [
      'Réponds à Mme Besnard pour son mariage du samedi 12 juin 2027 : c’est ok pour le reportage photo à 1 900 € mais sans l’album, qu’on peut ajouter pour 350 € si elle veut.',
      'Pour votre mariage du samedi 12 juin 2027, c’est entendu pour le reportage photo',
    ],
    [
      'Réponds à M. Caradec pour sa terrasse : c’est bon pour la pose le 4 mai, on peut ajouter l’éclairage s’il préfère.',
      'Pour votre terrasse, c’est entendu pour la pose le 4 mai',
    ],
  ])(
    'a reply dictated to a customer named, with nothing pasted, is the answer: %s',
    async (message, said) => {
      const [reply] = await converse('chip', [message]);
      const draft = draftOf(reply ?? '');
      expect(draft).toContain(said);
      expect(draft).toContain('si vous le souhaitez');
      expect(draft).not.toMatch(/annonce|informer/);
    },
  );

  it('says a noun and its participle typed without a verb before a date as a sentence', () => {
    expect(givenAnswerSaid('on a relancé le transporteur, livraison prévue mardi 8 décembre')).toBe(
      'Nous avons relancé le transporteur : la livraison est prévue le mardi 8 décembre.',
    );
    expect(givenAnswerSaid('on a rappelé l’artisan, travaux reportés au 12 janvier')).toBe(
      'Nous avons rappelé l’artisan : les travaux sont reportés au 12 janvier.',
    );
  });

  it.each([
    [
      'Réponds à Mme Henry pour sa commande 5512 : c’est bon, on accepte l’échange contre une taille M si elle préfère.',
      'C’est entendu, nous acceptons l’échange contre une taille M si vous le souhaitez.',
    ],
    [
      'Réponds à M. Riou : non, on ne peut pas livrer le samedi, mais on peut le vendredi soir.',
      'Non, nous ne pouvons pas livrer le samedi, mais nous pouvons le vendredi soir.',
    ],
  ])(
    'Clide says the yes or the no dictated after the colon, and no problem read into it: %s',
    async (message, said) => {
      const [reply] = await converse('clide', [message]);
      const draft = draftOf(reply ?? '');
      expect(draft).toContain(said);
      expect(draft).not.toMatch(/retard|excuser|transmis/);
    },
  );

  it('a « reportage » is no meeting moved', () => {
    expect(letterKind('Réponds à Mme Roy : c’est ok pour le reportage photo')).toBe('reply');
  });

  it('writes the delay a planner dictates as news, with its own subject, and keeps it in Millie’s hands', async () => {
    const [reply] = await converse('millie', [
      'Rédige un message pour Mme Roy : la rénovation de sa salle de bains prend du retard, le carrelage qu’elle a choisi n’arrivera que le 15 mars, donc fin du chantier le 26 mars au lieu du 12 mars. En attendant on lui laisse la douche provisoire.',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('**Objet :** La rénovation de votre salle de bains prend du retard');
    expect(draft).toContain('le carrelage que vous avez choisi');
    expect(draft).toContain('nous vous laissons la douche provisoire');
    expect(reply).not.toMatch(/\/ai\/alfred|regret|excuser/);
  });

  it('keeps a complaint dictated to a supplier a complaint', () => {
    expect(
      letterKind(
        'Rédige un mail à notre fournisseur Papeterie Lemaire : la livraison du 20 novembre est arrivée incomplète',
      ),
    ).toBe('complaint');
  });
});

describe('what the customer did, said to them', () => {
  it.each([
    ['parce qu’elle a annulé la veille', 'parce que vous avez annulé la veille'],
    ['il a porté la veste deux fois', 'vous avez porté la veste deux fois'],
    [
      'puisqu’il avait réservé au tarif non remboursable',
      'puisque vous aviez réservé au tarif non remboursable',
    ],
    // What an order or a parcel did stays as typed.
    ['parce qu’elle a été livrée en retard', 'parce qu’elle a été livrée en retard'],
  ])('%s', (typed, said) => {
    expect(customerDeedsToReader(typed)).toBe(said);
  });
});

describe('an answer the user gives after a pasted message', () => {
  it('writes « Dis-lui que c’est ok pour … » as the answer, in a letter’s words', async () => {
    const [reply = ''] = await converse('alfred', [
      'Réponds à ce mail : « Bonjour, pourrions-nous avancer la livraison des chaises à la semaine prochaine ? Cordialement, Hélène Gautier » Dis-lui que c’est ok pour jeudi 10 décembre le matin.',
    ]);
    const letter = draftOf(reply);
    // What follows the quotation is the user's again, not the message received.
    expect(
      splitPasted(
        'Réponds à ce mail : « Bonjour, le devis de la cuisine est-il prêt ? Nous aimerions le recevoir cette semaine. Sophie Renard » Dis-lui qu’il part demain matin.',
      ),
    ).toEqual({
      command: 'Réponds à ce mail : « … » Dis-lui qu’il part demain matin.',
      pasted:
        'Bonjour, le devis de la cuisine est-il prêt ? Nous aimerions le recevoir cette semaine. Sophie Renard',
    });
    expect(letter).toContain('C’est entendu pour jeudi 10 décembre le matin.');
    expect(letter).not.toContain('Je reviens vers vous');
  });
});

describe('what the reader is asked, said to them', () => {
  it('turns an indirect question about the reader to « vous »', () => {
    expect(toSecondPerson('si elle peut nous envoyer son RIB')).toBe('si vous pouvez nous envoyer votre RIB');
    expect(toSecondPerson('s’il peut passer chercher sa commande')).toBe(
      'si vous pouvez passer chercher votre commande',
    );
  });

  it('names the deed asked in the subject line', () => {
    expect(askedDeedSubject('si vous pouvez nous envoyer votre attestation d’assurance avant lundi')).toBe(
      'Envoi de votre attestation d’assurance',
    );
    expect(askedDeedSubject('de nous renvoyer le bon de commande signé')).toBe(
      'Envoi du bon de commande signé',
    );
    expect(askedDeedSubject('de confirmer la date de livraison, car le transporteur attend')).toBe(
      'Confirmation de la date de livraison',
    );
    expect(askedDeedSubject('si vous êtes disponible jeudi')).toBeNull();
  });

  it('keeps a subject line to its first phrase, never ending on a comma', () => {
    expect(subjectLine('Je ne pourrai pas assurer la permanence de samedi, ma fille est malade,')).toBe(
      'Je ne pourrai pas assurer la permanence de samedi',
    );
    expect(subjectLine('Livraison du 12, quai B')).toBe('Livraison du 12, quai B');
  });

  it('tells the reader the day the user named when a request is due « avant » it', async () => {
    const [reply] = await converse('alfred', [
      'Écris à M. Hervé pour lui demander s’il peut nous envoyer son devis avant mercredi',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('**Objet :** Envoi de votre devis');
    expect(draft).toContain('si vous pouvez nous envoyer votre devis avant le mercredi 25 novembre');
  });

  it('asks with « nous » what the user asks with « on »', () => {
    expect(
      alsoParagraph('Préviens Mme Hamel que le plombier a du retard et demande-lui si on peut passer à 15 h'),
    ).toBe('Je me permets aussi de vous demander si nous pouvons passer à 15 h.');
  });
});

describe('a day proposed is named', () => {
  const tuesday = new Date('2026-11-24T09:00:00Z');
  it('names the weekday proposed alone, with or without its hour', () => {
    expect(proposedDaysNamed('de passer jeudi 9h ou vendredi', tuesday)).toBe(
      'de passer jeudi 26 novembre 9h ou vendredi 27 novembre',
    );
  });
  it('leaves a date already written, and a day said with its week, as they are', () => {
    expect(proposedDaysNamed('le lundi 7 décembre', tuesday)).toBe('le lundi 7 décembre');
    expect(proposedDaysNamed('mardi prochain', tuesday)).toBe('mardi prochain');
  });
  it('says the proposal to the reader with its date (its typography is the reply’s, `tidySpacing`)', () => {
    expect(
      alsoParagraph('Préviens M. Roy que le chantier est décalé et propose-lui jeudi 15h', tuesday),
    ).toBe('Je vous propose jeudi 26 novembre 15h.');
  });
});

describe('a thank-you says the next step the user tells after asking for it', () => {
  it.each([
    [
      'chip',
      'Écris un mail de remerciement à Mme Fabre de l’agence Immo Sud pour sa commande de 12 reportages photo de biens. Le premier est prévu le 7 janvier.',
      'Le premier est prévu le 7 janvier.',
    ],
    [
      'alfred',
      'Écris un mot de remerciement à M. Roux de la société Altis pour sa commande de 40 paniers garnis. Le rendez-vous de livraison est fixé au 18 décembre.',
      'Le rendez-vous de livraison est fixé au 18 décembre.',
    ],
    [
      'chip',
      'Écris un mail de remerciement à Mme Fabre pour sa commande de 12 reportages photo. Le premier aura lieu dès réception des clés.',
      'Le premier aura lieu dès réception des clés.',
    ],
  ] as const)('%s: « %s »', async (employee, request, step) => {
    const [reply = '', shorter = ''] = await converse(employee, [request, 'Plus court.']);
    expect(draftOf(reply)).toContain(step);
    expect(draftOf(shorter)).toContain(step);
    // The step's day is not the day of the order thanked for; « Le premier » is no date.
    expect(draftOf(reply)).not.toMatch(/\(\w* ?\d|1er décembre/);
    expect(draftOf(reply)).toContain('votre commande');
  });

  it('names the reader’s company with the thanks', async () => {
    const [reply = ''] = await converse('chip', [
      'Écris un mail de remerciement à Mme Fabre de l’agence Immo Sud pour sa commande de 12 reportages photo de biens. Le premier est prévu le 7 janvier.',
    ]);
    expect(draftOf(reply)).toContain(
      'Je tenais à vous remercier, vous et toute l’équipe de l’agence Immo Sud, pour votre commande de 12 reportages photo de biens.',
    );
    expect(draftOf(reply)).not.toContain('pour l’agence');
  });

  it('says it with « tu » too, and invents no step when none is told', async () => {
    const [tu = '', none = ''] = await Promise.all([
      converse('chip', [
        'Écris un mail de remerciement à Julie pour sa commande de 3 gâteaux d’anniversaire, on se tutoie. La livraison est prévue samedi 12 décembre à 10 h.',
      ]).then(([reply]) => reply),
      converse('chip', ['Remercie M. Girard pour sa commande de 5 fauteuils. Sois chaleureux.']).then(
        ([reply]) => reply,
      ),
    ]);
    expect(draftOf(tu)).toContain('La livraison est prévue samedi 12 décembre à 10 h.');
    expect(draftOf(tu)).toContain('ta commande');
    expect(draftOf(none)).not.toMatch(/prévu|Sois|chaleureux\./);
  });
});

describe('what is given to the reader, and the subjunctive after « il faut que »', () => {
  it.each([
    [
      'Écris à Marc, mon associé (on se tutoie), que je lui envoie les comptes vendredi et qu’il faudra qu’on en parle lundi.',
      ['Je t’envoie les comptes vendredi', 'Il faudra que nous en parlions lundi'],
    ],
    [
      'Préviens Mme Roux que je lui livre sa table jeudi et que je les envoie par colis.',
      ['Je vous livre votre table jeudi', 'Je les envoie par colis'],
    ],
    [
      'Écris à M. Blanc que je lui propose un rendez-vous mardi pour qu’on fasse le point.',
      ['Je vous propose un rendez-vous mardi'],
    ],
  ])('%s', async (message, said) => {
    const [reply] = await converse('alfred', [message]);
    const draft = draftOf(reply ?? '').replace(/'/g, '’');
    for (const sentence of said) expect(draft).toContain(sentence);
    expect(draft).not.toMatch(/je lui (?:envoie|livre|propose)/i);
  });
});
