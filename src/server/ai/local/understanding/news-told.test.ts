import { describe, expect, it } from 'vitest';
import { converse, draftOf } from '../drafts/play-conversation.ts';
import { newsTold } from './news-told.ts';

describe('news told to someone: a verb of informing, a recipient, « que … »', () => {
  it.each([
    ['Préviens mes clients que le magasin sera fermé lundi', 'le magasin sera fermé lundi'],
    ['Avertis Paul que la réunion est décalée à 15 h', 'la réunion est décalée à 15 h'],
    ['Avertis M. Garnier que notre offre expire fin décembre', 'notre offre expire fin décembre'],
    ['Informe l’équipe que le séminaire est annulé', 'le séminaire est annulé'],
    ['Signale à Mme Durand que sa commande partira vendredi', 'sa commande partira vendredi'],
    ['Peux-tu prévenir Sophie qu’il y aura du retard ?', 'il y aura du retard '],
    ['Préviens-les que la livraison aura lieu mardi', 'la livraison aura lieu mardi'],
    ['Merci de prévenir tous nos clients que les tarifs changent', 'les tarifs changent'],
    ['Faites savoir aux candidats que le poste est pourvu', 'le poste est pourvu'],
    // Writing to someone to tell them is telling them.
    ['Écris un mail à Paul pour lui dire que la réunion est décalée', 'la réunion est décalée'],
    ['Envoie un message à Léa que la livraison arrive demain', 'la livraison arrive demain'],
    // The recipient named in apposition.
    [
      'Écris à mon propriétaire, M. Lefèvre, que le rideau de la boutique est bloqué',
      'le rideau de la boutique est bloqué',
    ],
    ['Préviens notre comptable, Mme Roche, que le bilan est prêt', 'le bilan est prêt'],
  ])('%s', (command, news) => {
    expect(newsTold(command)?.news).toBe(news);
  });

  it.each([
    'Rappelle-moi que je dois appeler le comptable',
    'Préviens-moi quand le devis arrive',
    'Dis-moi que penser de ce devis',
    'Signale que le serveur est en panne',
    'Informe le client du retard du chantier',
    // What the reader thinks, not news to tell them.
    'Réponds à M. Perrin qui trouve que son contrôle technique est trop cher : le tarif a changé',
    'Réponds à Lucie Morel qui pense que sa commande est perdue',
    // A yes or a no answers what the reader asked: a reply, not news.
    'Réponds à Mme Besnard pour son mariage : c’est ok pour le reportage photo mais sans l’album',
    'Réponds à M. Kervella : on accepte ta proposition de livraison le samedi',
    'Peux-tu répondre à Julie : c’est bon pour la location de la salle le 3 avril',
  ])('no news told to someone else: %s', (command) => {
    expect(newsTold(command)).toBeNull();
  });
});

describe('news told to someone is a message to write', () => {
  it.each([
    [
      'Préviens mes clients que le magasin sera fermé lundi',
      'Chère cliente, cher client',
      'Le magasin sera fermé lundi',
    ],
    ['Avertis Paul que la réunion est décalée à 15 h', 'Bonjour Paul', 'La réunion est décalée à 15 h'],
    ['Dis à Julie que le devis est validé', 'Bonjour Julie', 'Le devis est validé'],
    ['Informe Mme Roux que son colis partira jeudi', 'Bonjour Madame Roux', 'Votre colis partira jeudi'],
  ])('Alfred writes « %s »', async (message, greeting, news) => {
    const [reply] = await converse('alfred', [message]);
    const draft = draftOf(reply ?? '');
    expect(draft).toContain(greeting);
    expect(draft).toContain(news);
    expect(reply).not.toContain('agenda');
  });

  it.each([
    ['clide', 'Préviens Mme Roux que sa commande partira vendredi', 'Votre commande partira vendredi'],
    ['chip', 'Avertis M. Garnier que notre offre expire fin décembre', 'Notre offre expire fin décembre'],
  ] as const)('%s tells the news itself: %s', async (employee, message, news) => {
    const [reply] = await converse(employee, [message]);
    const draft = draftOf(reply ?? '');
    // The news said straight, as the letter's first sentence.
    expect(draft).toContain(`> ${news}`);
    expect(draft).not.toMatch(/transmis votre dossier|Nous proposons/);
  });

  it('Millie hands the message to Alfred instead of reporting on projects', async () => {
    const [reply] = await converse('millie', ['Dis à Julie que le devis est validé']);
    expect(reply).toContain('](/ai/alfred)');
    expect(reply).not.toContain('| Projet |');
  });
});

describe('a new letter asked after a draft is its own', () => {
  it('does not fold « Écris un mail pour annuler… » or « Préviens Karim que… » into the draft before', async () => {
    const [, cancel, news] = await converse('alfred', [
      'Écris un mail à Paul pour décaler notre réunion de mardi à jeudi',
      'Écris un mail pour annuler le rendez-vous de demain avec Mme Durand',
      'Préviens Karim que la visite est annulée',
    ]);
    expect(cancel).toContain('Bonjour Madame Durand');
    expect(cancel).toContain('Annulation de notre rendez-vous');
    expect(cancel).not.toMatch(/nouvelle version|Paul/);
    expect(news).toContain('Bonjour Karim');
    expect(news).not.toMatch(/nouvelle version|Durand|Paul/);
  });

  it('still completes the draft with details', async () => {
    const [, completed] = await converse('alfred', [
      'Écris un mail à Paul pour décaler notre réunion de mardi',
      'Propose plutôt jeudi à 10h',
    ]);
    expect(completed).toContain('Paul');
  });
});

describe('news told with its purpose, or to a piece of content', () => {
  it('reads « pour lui dire que » after the recipient', () => {
    expect(newsTold('Écris à Karim pour lui dire que son entretien aura lieu lundi')?.news).toBe(
      'son entretien aura lieu lundi',
    );
    expect(newsTold('Réponds à Julie que la paie sera versée le 30')?.news).toBe('la paie sera versée le 30');
  });

  it('does not read a post to write as someone told', () => {
    expect(newsTold('Écris un post LinkedIn pour annoncer que nous ouvrons à Rennes')).toBeNull();
  });
});
