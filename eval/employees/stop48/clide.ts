import {
  changedFromPrevious,
  inOrder,
  listSize,
  mentions,
  noHandoff,
  noPlaceholder,
  notMentions,
  picksFromPreviousList,
  shorterThanPrevious,
  tutoie,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 48, before the engine was run on them: their first-run figure is in BENCHMARKS.md.
export const clideStop48: Scenario[] = [
  // A plumber keeps his price on a disputed invoice: the reason given (the travel fee was on the
  // signed quote), then warmer, then a payment in three instalments added.
  {
    id: 'clide-s48-plombier-facture-contestee',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à Mme Caradec : elle conteste notre facture FA-2211 de 342 € pour le remplacement du groupe de sécurité de son chauffe-eau, elle trouve le déplacement de 45 € trop cher. On maintient le prix, le déplacement figurait sur le devis qu’elle a signé le 6 novembre.',
        expect: [
          mentions('Madame Caradec', 'FA-2211', '342 €', '45 €', 'déplacement', '6 novembre', 'devis'),
          notMentions('nous vous remboursons', 'geste commercial', 'je reviens vers vous', 'Pour mémoire'),
          vouvoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Un peu plus chaleureux, c’est une cliente depuis des années.',
        expect: [changedFromPrevious(), vouvoie(), mentions('Madame Caradec', '342 €', '6 novembre')],
      },
      {
        user: 'Ajoute qu’elle peut régler en trois fois sans frais.',
        expect: [mentions(['trois fois', '3 fois'], '342 €', 'Madame Caradec'), noPlaceholder(), noHandoff()],
      },
    ],
  },
  // Typed fast, no accents, a customer the baker tutoies: the yes with its price and deadline, in tu,
  // then as an SMS.
  {
    id: 'clide-s48-boulangerie-fraisier-tutoie-sms',
    employee: 'clide',
    turns: [
      {
        user: 'reponds a sandrine, on se tutoie, elle me demande si on peut lui faire un fraisier pour 10 personnes samedi prochain. oui c est 38 €, a commander avant jeudi midi',
        expect: [
          tutoie(),
          mentions('Sandrine', 'fraisier', ['10 personnes', 'dix personnes'], '38 €', 'jeudi', 'samedi'),
          notMentions('c est', 'reponds', 'je reviens vers'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'fais moi la version sms',
        expect: [
          shorterThanPrevious(),
          tutoie(),
          mentions('38 €', 'jeudi'),
          notMentions('Objet :'),
          noHandoff(),
        ],
      },
    ],
  },
  // A long mail pasted under the owner's answer: the garage explains the gap between quote and invoice
  // with the facts it gives, the customer named from his signature; then firmer.
  {
    id: 'clide-s48-garage-mail-colle-ecart-devis',
    employee: 'clide',
    turns: [
      {
        user: `Réponds-lui : l'écart vient du volant moteur bimasse, qu'on a trouvé usé en démontant ; on l'a appelé le 14 novembre et il a donné son accord au téléphone. On fait quand même un geste de 60 € sur la facture.

Bonjour,
J'ai déposé ma Peugeot 308 chez vous le 12 novembre pour le remplacement de l'embrayage. Le devis était de 980 € et on m'avait promis la voiture pour le 15. Je l'ai récupérée le 19 et la facture est de 1 420 €. Je n'ai jamais vu de devis pour ce supplément et j'ai dû louer une voiture pendant quatre jours. Je trouve ces méthodes inacceptables et j'attends une explication.
Patrick Lemaire`,
        expect: [
          mentions(['Monsieur Lemaire', 'Patrick'], 'volant moteur', '14 novembre', 'accord', '60 €'),
          notMentions(
            'Bonjour Réponds',
            'Bonjour J',
            'je reviens vers vous',
            'garantie légale',
            'Merci de nous avoir signalé',
          ),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Plus ferme : il a bien donné son accord.',
        expect: [
          changedFromPrevious(),
          mentions('14 novembre', 'accord', '60 €'),
          notMentions('nous vous remboursons', 'Bonjour Réponds'),
          noHandoff(),
        ],
      },
    ],
  },
  // A physiotherapist offers two slots, then the patient picks one: the confirmation keeps only it.
  {
    id: 'clide-s48-kine-deux-creneaux-confirme',
    employee: 'clide',
    turns: [
      {
        user: 'M. Ferreira, un patient, veut décaler sa séance de kiné de mardi 10 h. Propose-lui jeudi 14 h 30 ou vendredi 9 h.',
        expect: [
          mentions('Monsieur Ferreira', 'jeudi', ['14 h 30', '14h30'], 'vendredi', ['9 h', '9h']),
          notMentions('je reviens vers vous', 'Merci de nous avoir signalé'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Il prend vendredi. Confirme-lui.',
        expect: [
          mentions('Monsieur Ferreira', 'vendredi', ['9 h', '9h']),
          notMentions('14 h 30', '14h30'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  // A business customer of a training firm: the trade terms, not a consumer right; the refusal and
  // the offer the user decided.
  {
    id: 'clide-s48-formation-b2b-refus-reinscription',
    employee: 'clide',
    turns: [
      {
        user: 'Le cabinet Moreau Conseil nous demande le remboursement de la formation Excel du 20 novembre (4 salariés inscrits, 1 600 € HT) parce que deux participants étaient absents. On refuse : nos conditions prévoient que toute absence non signalée 72 h à l’avance reste due. Par contre on peut réinscrire gratuitement les deux absents à la session du 15 janvier.',
        expect: [
          mentions('Moreau Conseil', '1 600 €', ['72 h', '72h', '72 heures'], '15 janvier', 'réinscri'),
          notMentions(
            'droit de rétractation',
            'garantie légale',
            'nous vous remboursons',
            'je reviens vers vous',
          ),
          vouvoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  // Typos and no accents in a restaurant's refusal: the gesture offered, no refund, in words spelt right.
  {
    id: 'clide-s48-restaurant-cheveu-fautes',
    employee: 'clide',
    turns: [
      {
        user: 'un client a trouve un cheveu dans son plat hier soir et il veut pas payer l adition de 64 € qu il a deja regle. on le rembourse pas mais on lui offre le dessert et le cafe la prochaine fois. repond lui poliment, il s apelle m. dumas',
        expect: [
          mentions('Monsieur Dumas', 'cheveu', 'dessert', 'café'),
          notMentions(
            'adition',
            'apelle',
            'deja',
            'cafe ',
            'nous vous remboursons',
            'vous serez remboursé',
            'je reviens vers vous',
          ),
          vouvoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  // A price asked, then a value corrected (the total follows), then a fact added.
  {
    id: 'clide-s48-parquet-prix-corrige',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à M. Besnard qui demande le prix de la pose de notre parquet chêne massif dans son salon de 32 m² : 58 € le m² fourniture et pose, soit 1 856 € TTC, délai 3 semaines.',
        expect: [
          mentions('Monsieur Besnard', 'parquet', ['32 m²', '32 m2'], '58 €', '1 856 €', '3 semaines'),
          notMentions('je reviens vers vous', 'Merci de nous avoir signalé'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Corrige, c’est 54 € le m² et pas 58.',
        expect: [
          mentions('54 €', '1 728 €', 'Monsieur Besnard'),
          notMentions('58 €', '1 856 €'),
          noHandoff(),
        ],
      },
      {
        user: 'Ajoute que le devis est valable jusqu’au 31 décembre.',
        expect: [mentions('31 décembre', '54 €', 'Monsieur Besnard'), notMentions('58 €'), noHandoff()],
      },
    ],
  },
  // Five complaints listed: the order to handle them in, with the reason (health and tonight's service
  // first); then the reply to the first one.
  {
    id: 'clide-s48-ordre-reclamations-puis-premiere',
    employee: 'clide',
    turns: [
      {
        user: `J'ai 5 réclamations ce matin, dans quel ordre je les traite ?
1) Mme Blin : sa commande de 25 € a 2 jours de retard
2) M. Roche veut une nouvelle facture avec son numéro de TVA
3) Mme Caron : on lui a livré un gâteau avec des noix alors qu'elle avait précisé « sans fruits à coque », allergie
4) Hôtel Les Mouettes : la vaisselle livrée hier est cassée, ils ont 80 couverts ce soir
5) un client demande nos horaires pendant les fêtes`,
        expect: [
          listSize(5),
          inOrder('Caron', 'Blin'),
          inOrder('Mouettes', 'Blin'),
          inOrder('Caron', 'Roche'),
          inOrder('Mouettes', 'horaires'),
          mentions(['allergi', 'santé'], 'ce soir'),
          noHandoff(),
        ],
      },
      {
        user: 'Rédige la réponse pour la première.',
        expect: [picksFromPreviousList(), vouvoie(), noPlaceholder({ gaps: 1 }), noHandoff()],
      },
    ],
  },
];

// Not wired into the run: still failing.
export const clideStop48StillFailing: Scenario[] = [];
