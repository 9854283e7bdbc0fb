import { describe, expect, it } from 'vitest';
import { converse } from './play-conversation.ts';

describe('Alfred: a mail summarised as who asks what, by when', () => {
  it('lists what the sender asks, however it is said, with the deadline as a date', async () => {
    const [reply] = await converse('alfred', [
      'Résume ce mail : Bonjour, suite à notre échange, pourriez-vous m’envoyer le devis révisé avant vendredi ? Nous aurions aussi besoin d’une date de livraison. Marie de chez Lumen a également demandé une démo pour son équipe. Cordialement, Paul Girard',
    ]);
    expect(reply).toContain('mail de Paul Girard');
    // testNow is Tuesday 24 November: « avant vendredi » in a mail received is Friday 27.
    expect(reply).toContain('- Envoyer le devis révisé avant vendredi (vendredi 27 novembre)');
    expect(reply).toContain('- Une date de livraison');
    expect(reply).toContain('- Marie (Lumen) demande une démo pour son équipe');
    expect(reply).toContain('**À faire :** envoyer le devis révisé');
  });

  it('reads an order, an imperative and a wish as requests too', async () => {
    const [reply] = await converse('alfred', [
      'Résume-moi ça : Bonjour Madame, Nous avons bien reçu votre commande de 40 unités au prix de 12 € HT. Envoyez-moi le bon de livraison signé. Je souhaiterais aussi connaître vos disponibilités pour la pose. Bien cordialement, Hugo Renard, Atelier Renard',
    ]);
    expect(reply).toMatch(/480\s€ HT/);
    expect(reply).toContain('- Envoyer le bon de livraison signé');
    expect(reply).toContain('- Vos disponibilités pour la pose');
  });
});

describe('Spec: a mail summarised again, shorter', () => {
  it('« plus court » shortens the points and says a single request once', async () => {
    const [first, shorter] = await converse('spec', [
      'Résume ce mail : Bonjour, nous confirmons la venue de nos 40 salariés à la journée du 12 mars à Brest, avec un déjeuner sur place et une visite de l’atelier l’après-midi. Le budget validé est de 6 000 € pour la journée entière, transport compris. Merci de nous envoyer le programme définitif avant le 1er mars. Cordialement, Léa Morvan',
      'plus court',
    ]);
    expect(first).toContain('**Ce qu’on vous demande :**');
    expect(shorter).not.toContain('**Ce qu’on vous demande :**');
    expect(shorter).toContain('**À faire :** envoyer le programme définitif');
    expect(shorter!.length).toBeLessThan(first!.length);
  });
});

describe('Dot: the job a candidate applies for, and what an interview needs', () => {
  it('reads the job after « postule … comme »', async () => {
    const [reply] = await converse('dot', [
      'Un candidat, Kevin Martin, postule en alternance comme comptable. Prépare-moi 5 questions d’entretien.',
    ]);
    expect(reply).toContain('pour le poste de **comptable**');
    expect(reply).toMatch(/alternance/);
  });

  it('gives an evaluation grid, not slots, for « une grille d’entretien »', async () => {
    const [reply] = await converse('dot', [
      'Sarah a candidaté en tant que responsable de boutique, fais-moi une grille d’entretien.',
    ]);
    expect(reply).toContain('grille d’évaluation pour le poste de **responsable de boutique**');
    expect(reply).not.toContain('créneaux');
  });

  it('writes to the candidate when asked for a message, not a job offer', async () => {
    const [reply] = await converse('dot', [
      'Écris un message à Léa Morin pour lui dire qu’elle est retenue pour le poste d’assistante, début le 4 janvier.',
    ]);
    expect(reply).toContain('vous êtes retenue pour le poste d’assistante');
  });
});

describe('a summary of a web page given by its link', () => {
  it('says plainly that offline the page cannot be opened, and asks for its text', async () => {
    const [spec, alfred] = await Promise.all([
      converse('spec', [
        'Fais-moi une synthèse en 4 points de cette page : http://www.urssaf.fr/accueil/employeur/cotisations.html merci',
      ]),
      converse('alfred', ['résume https://www.batiactu.com/edito/nouvelle-re2020.php stp, je suis plombier']),
    ]);
    expect(spec[0]).toMatch(/^Je ne peux pas ouvrir ce lien \(urssaf\.fr\) : hors ligne/);
    expect(spec[0]).toContain('l’essentiel en 4 points');
    expect(alfred[0]).toMatch(/^Je ne peux pas ouvrir ce lien \(batiactu\.com\)/);
    expect(alfred[0]).not.toMatch(/plombier/);
  });
});

describe('Summaries in N points keep every figure of the text', () => {
  const points = (reply: string) => reply.split('\n').filter((line) => /^\d+\. /.test(line));

  it('gives neighbouring facts one point rather than dropping a date or an amount', async () => {
    const [reply] = await converse('spec', [
      'Synthèse en 3 points de cet appel d’offres : « Le département du Morbihan consulte pour l’entretien des espaces verts de 6 collèges. Le marché dure 2 ans, reconductible une fois. Le montant maximal est de 95 000 € HT par an. Les offres doivent être déposées avant le 20 février 2027 à 16h. Le prix compte pour 60 %, la valeur technique pour 40 %. »',
    ]);
    expect(points(reply!)).toHaveLength(3);
    for (const figure of ['6 collèges', '2 ans', '95 000 €', '20 février 2027', '16 h', '60 %', '40 %'])
      expect(reply).toContain(figure);
    // Each point is whole: no quote cut short.
    expect(reply).not.toContain('…');
    expect(reply).toContain('reconductible une fois ; le montant maximal');
  });

  it('drops a sentence without figures before one with a date', async () => {
    const [reply] = await converse('alfred', [
      'Résume en 2 points ce compte rendu : « Chantier de la rue Victor-Hugo. La dalle est coulée depuis le 3 mars. Le plombier intervient bientôt. Le lot électricité est chiffré à 18 400 € HT. La réception est prévue le 30 avril. »',
    ]);
    expect(points(reply!)).toHaveLength(2);
    for (const figure of ['3 mars', '18 400 €', '30 avril']) expect(reply).toContain(figure);
    expect(reply).not.toContain('plombier');
  });
});
