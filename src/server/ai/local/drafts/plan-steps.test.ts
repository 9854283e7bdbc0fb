import { describe, expect, it } from 'vitest';
import { converse } from './play-conversation.ts';

describe('Millie plans the steps the user lists', () => {
  it('dates each step forward from its start, one after the other, and moves the rest when one is longer', async () => {
    const [plan, moved] = await converse('millie', [
      'Planning du chantier de la cuisine de Mme Le Gall : démolition à partir du mardi 12 janvier (3 jours), puis plomberie (1 semaine), puis carrelage (4 jours), puis pose des meubles (2 jours). Donne-moi les dates.',
      'Le carrelage aura 2 jours de retard.',
    ]);
    expect(plan).toContain('Du mardi 12 janvier au jeudi 14 janvier** — Démolition (3 jours)');
    expect(plan).toContain('Du vendredi 15 janvier au jeudi 21 janvier** — Plomberie (1 semaine)');
    expect(plan).toContain('Du jeudi 28 janvier au vendredi 29 janvier** — Pose des meubles');
    expect(plan).not.toMatch(/Cadrage|jalons/);
    expect(moved).toContain('carrelage : 6 jours au lieu de 4 jours');
    expect(moved).toContain('Du vendredi 22 janvier au vendredi 29 janvier** — Carrelage (6 jours)');
    expect(moved).toContain('Du lundi 1er février au mardi 2 février** — Pose des meubles');
    expect(moved).toContain('Fin prévue :** mardi 2 février 2027');
  });

  it('dates the user’s tasks back from the deadline, an order placed its lead time before it is needed', async () => {
    const [plan] = await converse('millie', [
      'Rétroplanning pour le lancement de ma gamme de bougies le vendredi 16 avril : commander les pots (4 semaines de délai), créer les étiquettes, faire le shooting photo, ouvrir les précommandes.',
    ]);
    expect(plan).toContain('pour le lancement de votre gamme de bougies');
    expect(plan).toContain(
      '**Vendredi 12 mars** — Commander les pots au plus tard ce jour (4 semaines de délai',
    );
    expect(plan).toContain('**Vendredi 26 mars** — Créer les étiquettes');
    expect(plan).toContain('**Vendredi 9 avril** — Ouvrir les précommandes');
    expect(plan).toMatch(/\*\*Vendredi 16 avril\*\* — Le lancement de votre gamme de bougies \(jour J\)/);
    expect(plan).not.toMatch(/Cadrage|Démarches|ma gamme/);
  });

  it('ends each step with a length where the next one starts, back from the deadline', async () => {
    const [plan] = await converse('millie', [
      'Fais le rétroplanning de la livraison de notre appli le jeudi 1er avril : développement (6 semaines), tests (2 semaines), formation des équipes.',
    ]);
    expect(plan).toContain('Du jeudi 11 mars au mercredi 24 mars** — Tests (2 semaines)');
    expect(plan).toContain('Du jeudi 28 janvier au mercredi 10 mars** — Développement (6 semaines)');
    expect(plan).toContain('notre appli');
  });
});

describe('Millie lists what there is to do when a list is asked, without dating it', () => {
  it('keeps the user’s tasks in their order, says the deadline once and invents no spacing', async () => {
    const [list] = await converse('millie', [
      'Fais-moi la liste de ce qu’il faut faire pour ouvrir ma crêperie le 12 février : commander la vaisselle, recruter deux serveurs, faire la déclaration en mairie, imprimer les menus.',
    ]);
    expect(list).toContain('d’ici au vendredi 12 février 2027 :');
    expect(list).toMatch(
      /- \[ \] Commander la vaisselle\n- \[ \] Recruter deux serveurs\n- \[ \] Faire la déclaration en mairie\n- \[ \] Imprimer les menus/,
    );
    expect(list).toContain('Il reste 56 jours ouvrés d’ici là.');
    expect(list).not.toMatch(/rétroplanning pour|\*\*(?:Lundi|Mardi|Mercredi|Jeudi|Vendredi) \d/);
    expect(list).not.toMatch(/ce qu’il faut faire pour ouvrir|recherche/);
  });

  it('reads a checklist typed without accents, its subject without « ce qu’il faut faire pour »', async () => {
    const [list] = await converse('millie', [
      'fais moi une checklist de ce qu il faut faire pour le salon de l habitat du 12 mars : reserver le stand, imprimer les flyers, preparer les echantillons',
    ]);
    expect(list).toMatch(/pour le salon de l['’]habitat, d’ici au vendredi 12 mars 2027/);
    expect(list).toContain('- [ ] Réserver le stand');
    expect(list).toContain('- [ ] Préparer les échantillons');
  });

  it('still dates the steps when a planning is asked, a lone infinitive kept as a step', async () => {
    const [plan] = await converse('millie', [
      'Liste les étapes pour l’ouverture le 6 mars : finir les travaux (3 semaines), commander le stock (6 semaines de délai), recruter',
    ]);
    expect(plan).toContain('rétroplanning');
    expect(plan).toContain('— Recruter');
    expect(plan).toContain('Finir les travaux (3 semaines)');
  });
});

describe('Millie dates the workstreams the user lists, one word each or more', () => {
  it('keeps « travaux » and « communication » as steps, spread over the time left before the opening', async () => {
    const [plan] = await converse('millie', [
      'Fais-moi un rétroplanning pour l’ouverture de ma boutique le 1er mars : travaux, commande du stock, recrutement d’un vendeur, communication.',
    ]);
    expect(plan).toContain('4 tâches datées à rebours depuis le lundi 1er mars 2027');
    expect(plan).toMatch(
      /\*\*Lundi 4 janvier\*\* — Travaux\n2\. \*\*Lundi 18 janvier\*\* — Commande du stock\n3\. \*\*Lundi 1er février\*\* — Recrutement d’un vendeur\n4\. \*\*Lundi 15 février\*\* — Communication/,
    );
    expect(plan).toContain('deux semaines entre deux tâches');
    expect(plan).not.toMatch(/Cadrage|Démarches|Aménagement/);
  });

  it('reads a wedding’s list ending with « et », five weeks apart for a deadline six months away', async () => {
    const [plan] = await converse('millie', [
      'Fais-moi un rétroplanning pour mon mariage le 12 juin : traiteur, salle, faire-part et DJ',
    ]);
    expect(plan).toContain('**Vendredi 22 janvier** — Traiteur');
    expect(plan).toContain('**Vendredi 2 avril** — Faire-part');
    expect(plan).toContain('**Vendredi 7 mai** — DJ');
    expect(plan).toContain('**Samedi 12 juin** — Votre mariage (jour J)');
    expect(plan).toContain('cinq semaines entre deux tâches');
  });

  it('reads the list after « avec », typed without accents, and writes its items accented', async () => {
    const [plan] = await converse('millie', [
      'fais moi un retroplanning pour le lancement de mon site le 15 fevrier avec maquette, redaction des textes, developpement, tests et communication',
    ]);
    expect(plan).toContain('5 tâches datées à rebours depuis le lundi 15 février 2027');
    expect(plan).toContain('— Rédaction des textes');
    expect(plan).toContain('— Développement');
    expect(plan).toContain('**Lundi 8 février** — Communication');
    expect(plan).not.toMatch(/Cadrage|Recette/);
  });
});
