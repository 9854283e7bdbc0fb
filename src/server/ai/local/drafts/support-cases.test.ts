import { describe, expect, it } from 'vitest';
import { fold } from '../french.ts';
import { answerAfterColon, decisionGiven, foundIn, reviewComplaint } from './chip-clide.ts';
import { asWe } from './letters.ts';
import { converse, draftOf } from './play-conversation.ts';
import {
  businessCustomer,
  confirmationSaid,
  departureReasonOf,
  endedOf,
  endOfMonth,
  exchangeOf,
  incidentOf,
  jobComplaintOf,
  missingOf,
  opinionSaid,
  orderedOf,
  ourStatements,
  problemOf,
  refundedItemOf,
  refundGranted,
  returnedOf,
  supportCase,
  termsOf,
  tradeJobSaid,
  wishSaid,
} from './support-cases.ts';

describe('the kind of complaint, told apart', () => {
  it.each([
    ['Un client me dit que son colis est marqué livré mais qu’il ne l’a jamais reçu', 'not_received'],
    [
      'Le suivi indique que la commande a été livrée hier, mais elle n’a rien trouvé dans sa boîte',
      'not_received',
    ],
    ['Le transporteur affirme avoir livré le colis, pourtant il ne l’a pas reçu', 'not_received'],
    ['Colis noté distribué alors qu’elle n’a jamais rien eu', 'not_received'],
    ['Il manque deux tasses sur les six commandées', 'missing_item'],
    ['Sa commande est arrivée incomplète', 'missing_item'],
    ['Un client a reçu un pull bleu au lieu du vert', 'wrong_item'],
    ['Elle a reçu la mauvaise taille', 'wrong_item'],
    ['Le vase est arrivé cassé', 'damaged'],
    ['Le carton était écrasé et la lampe abîmée', 'damaged'],
    ['Le grille-pain ne chauffe plus après un mois', 'defect'],
    ['Sa commande n’est toujours pas arrivée', 'late'],
    ['Elle attend son colis depuis trois semaines', 'late'],
    ['Il a été débité deux fois de 45 €', 'double_charge'],
    ['Une cliente veut retourner ses chaussures, elles sont trop petites', 'return'],
    ['Il souhaite exercer son droit de rétractation', 'return'],
    ['Il demande à être remboursé', 'refund'],
    ['Dans son carton il n’y avait que 3 bouteilles au lieu de 6', 'missing_item'],
    ['Le colis est bloqué depuis une semaine au centre de tri', 'late'],
    ['Il s’est rétracté sous 14 jours et veut être remboursé', 'return'],
    ['Le livreur a scanné le colis comme remis mais je n’ai rien eu', 'not_received'],
    ['Une cliente a reçu un pull troué, elle est furieuse', 'defect'],
    ['La chemise est décousue au col dès le premier lavage', 'defect'],
    ['Les biscuits livrés étaient périmés', 'defect'],
    ['Il n’a toujours pas reçu son remboursement', 'refund_missing'],
    ['Elle n’a jamais vu la couleur de son avoir de 20 €', 'refund_missing'],
    // Broken in use, long after it arrived: no damage in transit.
    ['Hier, une branche s’est cassée alors que je les nettoyais', 'defect'],
    ['Acheté il y a trois mois, le pied de la lampe est cassé', 'defect'],
    ['Le mug s’est ébréché en le lavant', 'defect'],
    ['Commandé il y a deux semaines, le vase est arrivé cassé', 'damaged'],
    ['Sa commande devait arriver le 20 novembre et toujours rien', 'late'],
  ])('%s → %s', (request, kind) => {
    expect(problemOf(fold(request))).toBe(kind);
  });

  it('reads what is missing from the parcel', () => {
    expect(missingOf('Il manque deux tasses sur les six commandées, rédige la réponse.')).toBe(
      'deux tasses sur les six commandées',
    );
    expect(missingOf('Il lui manque le chargeur')).toBe('le chargeur');
  });
});

describe('Clide answers each case with its own next steps', () => {
  it.each([
    'Un client me dit que son colis est marqué livré mais qu’il ne l’a jamais reçu, tu peux me préparer une réponse ?',
    'Mme Petit dit que le suivi indique que sa commande n° 7781 a été livrée hier, mais elle n’a rien trouvé dans sa boîte aux lettres. Réponds-lui.',
  ])('delivered but not received: %s', async (request) => {
    const [reply = ''] = await converse('clide', [request]);
    const draft = draftOf(reply);
    expect(draft).toMatch(/indiqué comme livré/);
    expect(draft).toMatch(/voisin/);
    expect(draft).toMatch(/enquête auprès du transporteur/);
    expect(draft).toMatch(/renvoyons votre commande sans frais ou nous vous remboursons/);
    expect(draft).not.toMatch(/retard/);
    expect(reply).toMatch(/Prochaines étapes de votre côté/);
    expect(reply).toMatch(/preuve de livraison/);
  });

  it.each([
    [
      'Une cliente a ouvert son carton et il manque deux tasses sur les six commandées, rédige la réponse.',
      /il manque deux tasses/,
      /poids du colis/,
    ],
    [
      'Un client a reçu sa lampe avec l’abat-jour écrasé, rédige une réponse.',
      /photo de l’article et de l’emballage/,
      /avarie/,
    ],
    [
      'Une cliente veut retourner ses chaussures, elles sont trop petites. Tu me prépares la réponse ?',
      /étiquette et les instructions de retour/,
      /rétractation/,
    ],
  ])('%s', async (request, said, step) => {
    const [reply = ''] = await converse('clide', [request]);
    expect(draftOf(reply)).toMatch(said);
    expect(reply).toMatch(step);
  });

  it('does not apologise for a calm return request', async () => {
    const [reply = ''] = await converse('clide', [
      'Un client souhaite échanger son pull contre une taille au-dessus, réponds-lui.',
    ]);
    expect(draftOf(reply)).not.toMatch(/mécontentement/);
  });
});

describe('a cancellation, a refund asked and a public review', () => {
  it('reads a subscription ended as a cancellation, with what is ended', () => {
    expect(problemOf(fold('M. Petit veut résilier son abonnement mensuel à 29 €'))).toBe('cancellation');
    expect(problemOf(fold('elle veut arrêter son abonnement box beauté'))).toBe('cancellation');
    expect(endedOf('M. Petit veut résilier son abonnement mensuel à 29 €. Réponds-lui.')).toBe(
      'votre abonnement mensuel à 29 €',
    );
    expect(endOfMonth(Date.UTC(2026, 10, 26) / 86_400_000)).toBe(Date.UTC(2026, 10, 30) / 86_400_000);
  });
  it('reads a delivery that took days as a delay', () => {
    expect(problemOf(fold('la livraison a pris 10 jours'))).toBe('late');
  });
  it('grants a refund asked, not one refused', () => {
    expect(refundGranted('damaged', fold('demande le remboursement de 65 € pour une commande cassée'))).toBe(
      true,
    );
    expect(refundGranted('damaged', fold('on ne rembourse pas, propose un échange'))).toBe(false);
  });
  it('reads what an unhappy review says', () => {
    expect(
      reviewComplaint('un avis 2 étoiles en disant que la livraison a pris 10 jours. Rédige une réponse.'),
    ).toEqual({
      clause: true,
      text: 'la livraison a pris 10 jours',
    });
    expect(reviewComplaint('l’avis de M. Faure qui se plaint de l’attente au comptoir')).toEqual({
      clause: false,
      text: 'l’attente au comptoir',
    });
    expect(
      reviewComplaint('l’avis de Julie qui dit que le serveur était lent et qu’elle a attendu 45 minutes'),
    ).toEqual({
      clause: true,
      text: 'le serveur était lent et que vous avez attendu 45 minutes',
    });
  });
});

describe('departureReasonOf and exchangeOf', () => {
  it('reads why a customer leaves', () => {
    expect(departureReasonOf('veut résilier son abonnement car c’est trop cher')).toBe('price');
    expect(departureReasonOf('veut arrêter parce qu’il ne l’utilise plus')).toBe('unused');
    expect(departureReasonOf('résilie suite à son déménagement à Lyon')).toBe('moving');
    expect(departureReasonOf('veut résilier son abonnement')).toBeNull();
  });

  it('reads what an exchange is for', () => {
    expect(exchangeOf('Un client veut échanger son pull contre une taille L.')).toBe('une taille L');
    expect(exchangeOf('souhaite échanger ses chaussures pour une pointure 39')).toBe('une pointure 39');
    expect(exchangeOf('veut retourner son pull')).toBeNull();
  });

  it('answers the reason given instead of asking it', () => {
    const solved = supportCase('cancellation', {
      today: 20_000,
      ofAmount: '',
      ofOrder: '',
      reason: 'price',
    });
    expect(solved.fix).toMatch(/prix|budget/);
    expect(solved.steps.join(' ')).not.toMatch(/ce qui a motivé/);
  });
});

describe('a credit note asked', () => {
  it('is read as such, not as the verb « avoir »', () => {
    expect(problemOf(fold('Il préfère finalement un avoir.'))).toBe('credit');
    expect(problemOf(fold('Elle veut avoir des nouvelles de sa commande'))).not.toBe('credit');
  });
});

describe('the answer the user decides is the reply (issue 41)', () => {
  it('says a refusal with its reason and what is offered instead', () => {
    expect(
      decisionGiven(
        'M. Perrin veut être remboursé. On refuse, le délai de 30 jours est dépassé, mais on lui propose un avoir de 50 €.',
      ),
    ).toBe(
      'Nous ne pouvons malheureusement pas donner une suite favorable à votre demande : le délai de 30 jours est dépassé. En revanche, nous vous proposons un avoir de 50 €.',
    );
    // The customer's question is not our decision.
    expect(decisionGiven('Une cliente demande si on accepte les chèques.')).toBeNull();
    // Said right after the pasted message's closing quote.
    expect(
      decisionGiven('Réponds à cette cliente : « … » On refuse le remboursement car c’est hors garantie.'),
    ).toBe('Nous ne pouvons malheureusement pas accepter le remboursement : c’est hors garantie.');
  });
  it('reads « réponds à … : » followed by what we do as the answer, not a message received', () => {
    expect(answerAfterColon('Réponds à Julie Martin', 'son colis est bloqué, on le renvoie demain')).toBe(
      'son colis est bloqué, on le renvoie demain',
    );
    expect(
      answerAfterColon('Réponds à Julie Martin', 'Bonjour, je n’ai toujours pas reçu mon colis'),
    ).toBeNull();
    expect(answerAfterColon('Résume ce message', 'son colis est bloqué')).toBeNull();
  });
  it('names the article and says « on la rembourse » to her', () => {
    expect(refundedItemOf('M. Perrin veut être remboursé de son aspirateur acheté il y a 45 jours')).toBe(
      'votre aspirateur',
    );
    expect(refundedItemOf('sa perceuse ne démarre plus')).toBe('votre perceuse');
    expect(refundedItemOf('sa commande n° 7781 est arrivée')).toBeNull();
    expect(asWe('on la rembourse ou on le renvoie', 'vous')).toBe(
      'Nous vous remboursons ou nous le renvoyons',
    );
  });
});

describe('a trade job and a business customer: no consumer law where it does not apply', () => {
  it('says the complaint about a job to the customer, with its date, and the fix the user gave', () => {
    expect(
      jobComplaintOf(
        "Réponds à M. Le Goff, la douche qu'on a posée chez lui le 12 septembre fuit au niveau du joint.",
      ),
    ).toBe('la douche que nous avons posée chez vous le 12 septembre fuit au niveau du joint');
    expect(
      jobComplaintOf('Mme Da Silva exige de parler au gérant : sa cuisine posée le 3 octobre fuit encore.'),
    ).toBe('votre cuisine posée le 3 octobre fuit encore');
    expect(jobComplaintOf('Mon client dit : « ma cuisine posée le 3 octobre fuit »')).toBeNull();
    expect(
      ourStatements('La douche fuit. On repasse jeudi matin refaire le joint, sans frais. On se tutoie.'),
    ).toEqual(['Nous repassons jeudi matin refaire le joint, sans frais.']);
    expect(tradeJobSaid(fold('le carrelage posé la semaine dernière se décolle'))).toBe(true);
    expect(tradeJobSaid(fold('son grille-pain ne chauffe plus'))).toBe(false);
  });

  it('reads a business buyer, its own terms and what it returns', () => {
    const command =
      'La société Batiprox nous a acheté 40 radiateurs et veut en retourner 6. Nos conditions pro : retour accepté sous 30 jours, avec 15 % de frais de restockage.';
    expect(businessCustomer(fold(command))).toBe(true);
    expect(businessCustomer(fold('Une cliente veut retourner sa robe'))).toBe(false);
    expect(termsOf(command)).toBe('retour accepté sous 30 jours, avec 15 % de frais de restockage');
    expect(returnedOf(command)).toBe('6 radiateurs, sur les 40 radiateurs de votre commande');
    expect(returnedOf('Il veut retourner 3 chaises')).toBe('3 chaises');
  });

  it('writes neither the consumer warranty for a job nor the withdrawal period for a business', async () => {
    const [job] = await converse('clide', [
      'Mme Da Silva exige de parler au gérant : sa cuisine posée le 3 octobre fuit encore malgré deux interventions. Rédige ma réponse.',
    ]);
    expect(job).toContain('3 octobre fuit encore malgré deux interventions');
    expect(job).not.toMatch(/garantie légale de conformité|bien neuf|votre produit/);
    const [firm] = await converse('clide', [
      'La société Batiprox nous a acheté 40 radiateurs pour un chantier et veut en retourner 6 qu’ils n’ont pas posés. Nos conditions pro : retour accepté sous 30 jours, avec 15 % de frais de restockage. Réponds-leur.',
    ]);
    expect(draftOf(firm ?? '')).toContain('15 % de frais de restockage');
    expect(firm).not.toMatch(/rétractation de 14|sous 14 jours|garantie légale/);
  });
});

describe('the customer’s wish said back, and a confirmation with what was asked', () => {
  it('says what the customer wants with « nous » in the subjunctive, and our reason', () => {
    expect(
      wishSaid(
        "M. Garcia veut qu'on vienne régler son portail électrique cette semaine mais on est complets.",
      ),
    ).toBe(
      'Vous souhaitez que nous venions régler votre portail électrique cette semaine, mais nous sommes complets.',
    );
    expect(wishSaid("Mme Roux demande qu'on passe récupérer son canapé jeudi.")).toBe(
      'Vous souhaitez que nous passions récupérer votre canapé jeudi.',
    );
    expect(wishSaid('Mme Roux demande le prix du canapé.')).toBeNull();
  });

  it('confirms with the party and the priced item of the pasted request', () => {
    expect(
      confirmationSaid(
        'Réponds à ce mail, confirme pour dimanche midi',
        'Bonjour, nous serons 12 adultes et 3 enfants. Nous aimerions le menu à 32 €. Merci d’avance',
      ),
    ).toBe(
      'C’est confirmé : nous vous attendons dimanche midi, pour 12 adultes et 3 enfants, avec le menu à 32 €.',
    );
    expect(confirmationSaid('Réponds-lui que oui', null)).toBeNull();
  });

  it('answers a pasted booking request signed « merci d’avance » without thanking for a review', async () => {
    const [reply] = await converse('clide', [
      'Reponds a ce mail, confirme pour dimanche midi :\n\nBonjour,\nNous souhaiterions réserver pour 12 adultes le dimanche midi ou le samedi soir ?\nMerci d’avance,\nHélène Brunet',
    ]);
    expect(draftOf(reply ?? '')).toContain('C’est confirmé : nous vous attendons dimanche midi');
    expect(reply).not.toMatch(/avis|Nous souhaiterions/);
  });
});

describe('a regular the user tutoies, typed fast', () => {
  it('answers « dis-lui que oui » in tu, without the instruction « on se tutoie » in the draft', async () => {
    const [reply] = await converse('clide', [
      'Julien, un habitue, me demande si on peut lui mettre de cote 2 baguettes tradi tous les samedis. Dis-lui que oui, a retirer avant 11h. On se tutoie.',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('Tu nous demandes si nous pouvons te mettre de côté 2 baguettes');
    expect(draft).toContain('Oui, à retirer avant 11 h.');
    expect(draft).not.toMatch(/tutoie|sons|Te nous/);
  });
});

describe('the user’s answer says our remedy with its details', () => {
  it('says the refund once, in the user’s words', async () => {
    const [reply] = await converse('clide', [
      "Dis-lui qu'on lui rembourse les 6,90 € de la livraison express, sous 5 jours.\n\nBonjour,\nJ'ai payé 6,90 € pour la livraison express (commande 55821) et le colis est arrivé en cinq jours. Pouvez-vous faire quelque chose ?\nCordialement,\nYannick Morvan",
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('Nous vous remboursons les 6,90 € de la livraison express, sous 5 jours.');
    expect(draft.match(/rembours/g)?.length).toBeLessThanOrEqual(2);
    expect(draft).not.toContain('Nous procédons au remboursement');
  });
});

describe('refusals and complaints said to the customer', () => {
  it('reads a spoken refusal and what is offered instead', () => {
    expect(
      decisionGiven('Il a tout mangé. on le rembourse pas mais on lui offre le café la prochaine fois.'),
    ).toBe(
      'Nous ne pouvons malheureusement pas vous rembourser. En revanche, nous vous offrons le café la prochaine fois.',
    );
    expect(
      decisionGiven('On refuse : nos conditions sont claires. Par contre on peut les réinscrire en janvier.'),
    ).toMatch(/En revanche, nous pouvons les réinscrire en janvier\.$/);
  });

  it('names a service refunded with its article, and a thing found where it should not be', () => {
    expect(refundedItemOf('demande le remboursement de la formation Excel du 20 novembre parce que')).toBe(
      'la formation Excel du 20 novembre',
    );
    expect(foundIn('un client a trouvé un cheveu dans son plat hier')).toBe(
      'le cheveu trouvé dans votre plat',
    );
  });
});

describe('a complaint where someone’s health is at stake', () => {
  it('says what happened to the customer, in our voice', () => {
    expect(
      incidentOf(
        'on lui a livré un gâteau avec des noix alors qu’elle avait précisé « sans fruits à coque », allergie',
      ),
    ).toBe(
      'nous vous avons livré un gâteau avec des noix alors que vous aviez précisé « sans fruits à coque »',
    );
  });

  it('asks how they are, refunds, and escalates', async () => {
    const [reply = ''] = await converse('clide', [
      'Rédige la réponse pour Mme Caron : on lui a livré un gâteau avec des noix alors qu’elle avait précisé « sans fruits à coque », allergie',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('nous vous avons livré un gâteau avec des noix');
    expect(draft).toContain('comment allez-vous ?');
    expect(draft).not.toContain('désagrément');
    expect(reply).toContain('**Escalade :** oui');
  });

  it('answers a question on allergens as a question', () => {
    expect(
      problemOf(fold('Ma fille est allergique aux noix, avez-vous des gâteaux sans fruits à coque ?')),
    ).not.toBe('health');
  });
});

describe('the item of a ranked list named by its rank', () => {
  it('writes the reply to the first complaint of the order just given', async () => {
    const [, reply = ''] = await converse('clide', [
      'J’ai 2 réclamations, dans quel ordre je les traite ?\n1) Mme Blin : sa commande a 2 jours de retard\n2) Mme Caron : on lui a livré un gâteau avec des noix alors qu’elle avait précisé « sans fruits à coque », allergie',
      'Rédige la réponse pour la première.',
    ]);
    expect(reply).toContain('Madame Caron');
    expect(reply).toContain('gâteau avec des noix');
  });
});

describe('what the customer thinks, said back; a reply asked over a pasted mail', () => {
  it('says the customer’s opinion with « vous », every figure kept', () => {
    expect(
      opinionSaid(
        'Réponds à M. Perrin qui estime qu’il a payé trop cher son ravalement (4 800 €). On a utilisé…',
      ),
    ).toBe('Vous estimez que vous avez payé trop cher votre ravalement (4 800 €)');
    expect(
      opinionSaid('Réponds à Julie qui s’étonne que le menu soit passé à 32 € : la viande a augmenté.'),
    ).toBe('Vous vous étonnez que le menu soit passé à 32 €');
    expect(opinionSaid('Réponds à Mme Roy qui demande le prix du canapé.')).toBeNull();
  });

  it('keeps the figures of the opinion, then what a follow-up added in the SMS version', async () => {
    const [first, , sms] = await converse('clide', [
      'Réponds à M. Perrin qui trouve que son contrôle technique à 89 € est plus cher qu’en 2024 (78 €) : le tarif a changé au 1er janvier pour tous les centres.',
      'Ajoute qu’on lui offre le lavage du véhicule à son prochain passage.',
      'Version SMS.',
    ]);
    expect(draftOf(first ?? '')).toMatch(
      /Vous trouvez que votre contrôle technique à 89 € est plus cher qu’en 2024 \(78 €\)/,
    );
    expect(draftOf(sms ?? '')).toContain('lavage du véhicule');
    expect(draftOf(sms ?? '')).not.toContain('Objet');
  });

  it('answers a pasted mail under « Dis-lui… » instead of planning its dates, to the customer', async () => {
    const [reply] = await converse('clide', [
      `Dis-lui qu'on refuse l'échange parce qu'il a porté la veste plusieurs fois, mais qu'on lui offre 10 % sur sa prochaine commande.

Bonjour,
J'ai acheté une veste chez vous le 3 et le 4 novembre je l'ai portée à un mariage. Elle ne me plaît plus, je voudrais l'échanger.
Paul Morel`,
    ]);
    expect(reply).not.toMatch(/Planifier|En démo, je ne modifie rien/);
    expect(draftOf(reply ?? '')).toMatch(/vous avez porté la veste/);
    expect(draftOf(reply ?? '')).toContain('10 %');
  });
});

describe('a delivery made late, with what was ordered and the user’s own apology', () => {
  it.each([
    ['Elle n’a été livrée que lundi', 'late'],
    ['des chaussures livrées seulement le 12 au lieu du 5', 'late'],
    ['le livreur s’est trompé d’adresse', 'late'],
    ['Il a reçu un pull bleu au lieu du vert', 'wrong_item'],
  ])('%s: %s', (text, kind) => {
    expect(problemOf(fold(text))).toBe(kind);
  });

  it('names what the customer ordered', () => {
    expect(orderedOf('elle avait commandé une tarte aux pommes pour samedi')).toBe('votre tarte');
    expect(orderedOf('M. Martin qui a commande des chaussures livrées le 12')).toBe('vos chaussures');
    expect(orderedOf('il a commandé un article')).toBeNull();
  });

  it('apologises once, in the user’s words, and gives no steps of its own beside theirs', async () => {
    const [reply] = await converse('clide', [
      'Réponds à Mme Caradec, elle avait commandé une tarte aux pommes pour samedi, le livreur s’est trompé d’adresse et elle n’a été livrée que lundi. On s’excuse, on lui rembourse la tarte (18 €).',
    ]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain('le retard de livraison de votre tarte');
    expect(draft.match(/excus/g)).toHaveLength(1);
    expect(reply).not.toContain('Prochaines étapes');
  });
});

describe('a refusal said with the verb refused', () => {
  it.each([
    [
      "Dites-lui qu'on ne peut pas rembourser parce qu'il a réservé au tarif non remboursable, mais qu'on lui propose de décaler son séjour sans frais.",
      'Nous ne pouvons malheureusement pas vous rembourser : vous avez réservé au tarif non remboursable. En revanche, nous vous proposons de décaler votre séjour sans frais.',
    ],
    [
      'On ne peut pas reprendre la veste : elle a été portée.',
      'Nous ne pouvons malheureusement pas reprendre la veste : elle a été portée.',
    ],
  ])('%s', (said, reply) => {
    expect(decisionGiven(said)).toBe(reply);
  });
});

describe('Clide: the exchange the user dictates replaces our usual one', () => {
  it.each([
    [
      'Un client nous écrit : « Bonjour, j’ai reçu le sweat en XL alors que j’avais commandé un S. Je fais comment ? Marc Leroux ». Réponds-lui qu’on lui envoie le S dès qu’on reçoit le XL, étiquette de retour dans le colis.',
      /Nous vous envoyons le S dès que nous recevons le XL/,
    ],
    [
      'Une cliente nous écrit : « Bonjour, la robe reçue est trop grande, puis-je l’échanger ? Lucie Bernard ». Dis-lui qu’on lui renvoie une taille en dessous dès que la sienne nous revient, retour offert.',
      /renvoyons une taille en dessous/,
    ],
  ])('%s', async (request, answer) => {
    const [reply = ''] = await converse('clide', [request]);
    const letter = draftOf(reply);
    expect(letter).toMatch(answer);
    // Our stock exchange (label by email, « Dites-nous la taille… ») is not said beside the user's.
    expect(letter).not.toMatch(/Dites-nous simplement la taille|par email l’étiquette/);
  });
});
