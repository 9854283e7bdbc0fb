import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { commitments } from '../../../shared/commitments.ts';
import { trialDays } from '../../../shared/plans.ts';
import { paths } from '../../../shared/routes.ts';
import { twoFactorSettings } from '../../../shared/two-factor-model.ts';
import type { LegalInfo } from './use-legal-info.ts';

// The legal texts of /legal (SPEC.md §2). Publisher details come from the server's LEGAL_* settings:
// production refuses to start without them; in development the page carries a banner naming the
// missing ones (LegalSettingsBanner) and their places stay empty. No claim (a certification, a
// figure) is made that a setting or the code does not back (decision 062).

type PublisherField =
  | 'companyName'
  | 'capital'
  | 'rcs'
  | 'address'
  | 'director'
  | 'host'
  | 'siren'
  | 'vatNumber';

function Value({ info, field }: { info: LegalInfo | null; field: PublisherField }) {
  const value = info?.[field];
  if (value) return <span className="font-medium text-slate-900">{value}</span>;
  // Loading, or unset in development (the banner above says which): nothing invented.
  return <span className="text-slate-500">—</span>;
}

/** Development only: the LEGAL_* settings left unset, said once at the top of /legal. */
export function LegalSettingsBanner({ info }: { info: LegalInfo | null }) {
  if (!info || info.missing.length === 0) return null;
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">Serveur de développement&nbsp;: identité légale incomplète</p>
      <p className="mt-1">
        Réglages non renseignés&nbsp;: {info.missing.join(', ')}. Ces mentions et les factures ne sont pas
        valables tant qu’ils manquent&nbsp;; en production, le serveur refuse de démarrer sans eux.
      </p>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 first:mt-0">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-3 space-y-3 text-sm/6 text-slate-700">{children}</div>
    </section>
  );
}

function List({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-5 marker:text-indigo-600">{children}</ul>;
}

const SupportLink = () => (
  <Link href={`${paths.home}#support`} className="font-medium text-indigo-700 underline underline-offset-2">
    rubrique Support
  </Link>
);

const CnilContact = () => (
  <>
    Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris
    Cedex 07 —{' '}
    <a
      href="https://www.cnil.fr"
      className="font-medium text-indigo-700 underline underline-offset-2"
      rel="noopener noreferrer"
    >
      www.cnil.fr
    </a>
  </>
);

export function PrivacyPolicy({ info }: { info: LegalInfo | null }) {
  return (
    <>
      <p className="text-sm/6 text-slate-700">
        La protection de vos données personnelles est une priorité. Cette politique explique quelles données
        Septime collecte, pourquoi, combien de temps elles sont conservées et comment exercer vos droits,
        conformément au Règlement général sur la protection des données (UE) 2016/679 («&nbsp;RGPD&nbsp;») et
        à la loi n° 78-17 du 6 janvier 1978 modifiée, dite «&nbsp;Informatique et Libertés&nbsp;».
      </p>
      <Section title="1. Responsable du traitement">
        <p>
          Le responsable du traitement est <Value info={info} field="companyName" />, dont le siège social est
          situé <Value info={info} field="address" />.
        </p>
      </Section>
      <Section title="2. Données collectées">
        <List>
          <li>
            <strong>Données d’identification</strong>&nbsp;: adresse email, nom, mot de passe (conservé
            uniquement sous forme d’empreinte irréversible).
          </li>
          <li>
            <strong>Données d’utilisation</strong>&nbsp;: fonctionnalités utilisées, conversations avec les
            employés IA, projets, tâches et rapports créés.
          </li>
          <li>
            <strong>Données techniques</strong>&nbsp;: adresse IP, type de navigateur, journaux de connexion
            et de sécurité.
          </li>
          <li>
            <strong>Données professionnelles</strong>&nbsp;: informations sur votre entreprise et contenus
            confiés aux employés IA (emails, documents, données de vos outils connectés). Ces données sont
            chiffrées.
          </li>
        </List>
      </Section>
      <Section title="3. Utilisation des données et bases légales">
        <List>
          <li>
            Fournir le service, exécuter les tâches demandées et gérer votre compte (exécution du contrat).
          </li>
          <li>Facturer l’abonnement et respecter nos obligations comptables (obligation légale).</li>
          <li>Assurer la sécurité du service et prévenir la fraude (intérêt légitime).</li>
          <li>Améliorer le service à partir de statistiques agrégées et anonymes (intérêt légitime).</li>
          <li>Vous envoyer la newsletter si vous y êtes inscrit (consentement, retirable à tout moment).</li>
        </List>
        <p>
          Vos données ne sont jamais vendues et vos contenus ne servent pas à entraîner des modèles
          d’intelligence artificielle.
        </p>
      </Section>
      <Section title="4. Destinataires">
        <p>
          Les données sont accessibles aux seules personnes habilitées de l’éditeur et à ses sous-traitants
          techniques (hébergeur, fournisseurs de modèles d’IA et de synthèse vocale lorsque vous utilisez ces
          fonctions), liés par un contrat conforme à l’article 28 du RGPD.
        </p>
      </Section>
      <Section title="5. Hébergement">
        <p>
          Les données sont hébergées dans l’Union européenne. Aucun transfert hors de l’Union n’a lieu sans
          les garanties prévues par le RGPD, comme les clauses contractuelles types de la Commission
          européenne.
        </p>
      </Section>
      <Section title="6. Durée de conservation">
        <p>
          Les données sont conservées pendant toute la durée du contrat, puis{' '}
          <strong>3 ans après sa fin</strong>, avant d’être supprimées ou anonymisées. Les factures et les
          avoirs sont conservés 10 ans après la clôture de l’exercice, comme l’exige le Code de commerce, puis
          supprimés. L’adresse d’inscription à la newsletter est conservée jusqu’à votre désinscription.
        </p>
        {/* The same durations as src/server/retention/retention-policy.ts, which deletes them. */}
        <p>
          Les données techniques sont conservées moins longtemps&nbsp;: le journal de sécurité (connexions
          échouées et limites atteintes, avec l’adresse IP) <strong>6 mois</strong>&nbsp;; les compteurs de
          limites d’usage, les sessions et les liens de confirmation 1 jour après leur expiration&nbsp;; les
          courriels envoyés 7 jours&nbsp;; les courriels non distribués et l’historique des webhooks 30
          jours&nbsp;; l’historique des automatisations 90 jours (au plus les 100 dernières exécutions de
          chacune)&nbsp;; le journal des actions (approuvées ou automatiques) 1 an.
        </p>
      </Section>
      <Section title="7. Vos droits">
        <p>Vous disposez à tout moment des droits suivants sur vos données&nbsp;:</p>
        <List>
          <li>
            <strong>Accès et rectification</strong>&nbsp;: obtenir une copie de vos données et faire corriger
            celles qui sont inexactes.
          </li>
          <li>
            <strong>Effacement</strong>&nbsp;: demander la suppression de vos données, sous réserve de nos
            obligations légales de conservation.
          </li>
          <li>
            <strong>Portabilité</strong>&nbsp;: recevoir les données que vous nous avez fournies dans un
            format structuré et lisible par machine.
          </li>
          <li>
            <strong>Opposition</strong>&nbsp;: vous opposer à un traitement fondé sur notre intérêt légitime,
            et à tout moment à la prospection.
          </li>
          <li>
            <strong>Limitation</strong> et <strong>directives post mortem</strong> sur le sort de vos données
            après votre décès.
          </li>
        </List>
        <p>
          Pour exercer ces droits, écrivez-nous depuis la <SupportLink /> ou par courrier au siège social de
          l’éditeur, en précisant le droit exercé. Nous répondons dans un délai d’un mois, prolongeable de
          deux mois pour les demandes complexes&nbsp;; un justificatif d’identité ne peut être demandé qu’en
          cas de doute raisonnable sur votre identité.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la{' '}
          <CnilContact />.
        </p>
      </Section>
      <Section title="8. Cookies">
        <p>
          Septime n’utilise que des cookies strictement nécessaires&nbsp;: le cookie de session qui vous garde
          connecté et, si vous avez activé la double authentification, celui de l’étape du code{' '}
          {`(${twoFactorSettings.challengeMinutes}\u00a0minutes)`} et celui de l’appareil auquel vous
          choisissez de faire confiance {`(${twoFactorSettings.trustDeviceDays}\u00a0jours)`}, tous
          inaccessibles aux scripts de la page. Aucun cookie publicitaire ni de mesure d’audience tierce n’est
          déposé&nbsp;; aucun consentement n’est donc requis.
        </p>
      </Section>
    </>
  );
}

export function SecurityPolicy({ info }: { info: LegalInfo | null }) {
  const certifications = info?.certifications ?? [];
  return (
    <>
      <p className="text-sm/6 text-slate-700">
        Vos données et celles de vos clients sont protégées à chaque étape&nbsp;: stockage, transfert, accès
        et sauvegarde. Voici les mesures que nous appliquons.
      </p>
      {/* What the code does (SECURITY.md): no figure or measure that nothing backs (decision 062). */}
      <Section title="Chiffrement">
        <List>
          <li>
            Identifiants de vos connecteurs (mots de passe de messagerie et d’agenda) chiffrés au repos en{' '}
            <strong>AES-256-GCM</strong>.
          </li>
          <li>Échanges entre votre navigateur et nos serveurs chiffrés par TLS.</li>
          <li>Mots de passe conservés sous forme d’empreinte irréversible, jamais en clair.</li>
        </List>
      </Section>
      {certifications.length > 0 ? (
        <Section title="Certifications">
          {/* Only what LEGAL_CERTIFICATIONS names: no certification is claimed by default. */}
          <p>
            Certifications obtenues par l’éditeur&nbsp;: <strong>{certifications.join(', ')}</strong>.
          </p>
        </Section>
      ) : null}
      <Section title="Isolation et contrôle des accès">
        <List>
          <li>
            Chaque donnée est rattachée à votre compte, et <strong>chaque requête vérifie</strong> côté
            serveur qu’elle vous appartient avant de la lire ou de la modifier.
          </li>
          <li>
            <strong>Double authentification</strong> (TOTP, par une application d’authentification) disponible
            pour chaque compte, avec {twoFactorSettings.backupCodes} codes de secours à usage unique. Chaque
            organisation peut l’exiger de ses propriétaires et administrateurs&nbsp;: sans elle, ils ne
            gardent que les droits d’un membre.
          </li>
          <li>Les actions de vos employés IA et vos décisions sont inscrites au journal d’audit.</li>
        </List>
      </Section>
      <Section title="Surveillance">
        <List>
          <li>
            Connexions échouées et limites d’usage atteintes sont comptées en continu. Les utilisateurs
            connectés consultent ces indicateurs sur le{' '}
            <Link href={paths.security} className="font-medium text-indigo-700 underline underline-offset-2">
              tableau de bord sécurité
            </Link>
            .
          </li>
        </List>
      </Section>
      <Section title="Gestion des incidents">
        <p>
          En cas d’incident de sécurité touchant vos données, vous êtes <strong>prévenu sous 2 heures</strong>{' '}
          après sa détection, avec la nature de l’incident, ses conséquences probables et les mesures prises.
          Les violations de données personnelles sont en outre notifiées à la CNIL dans les 72 heures, comme
          l’exige l’article 33 du RGPD.
        </p>
        <p>
          Vous pensez avoir trouvé une vulnérabilité&nbsp;? Signalez-la-nous depuis la <SupportLink />
          &nbsp;: chaque signalement est examiné en priorité.
        </p>
      </Section>
    </>
  );
}

export function TermsOfService({ info }: { info: LegalInfo | null }) {
  return (
    <>
      <p className="text-sm text-slate-600">Dernière mise à jour&nbsp;: 12 septembre 2025</p>
      <Section title="Article 1 – Objet">
        <p>
          Les présentes conditions générales d’utilisation («&nbsp;CGU&nbsp;») régissent l’accès au service
          Septime et son utilisation. Le service est édité par <Value info={info} field="companyName" />{' '}
          («&nbsp;l’éditeur&nbsp;»). Créer un compte vaut acceptation des CGU.
        </p>
      </Section>
      <Section title="Article 2 – Compte et essai gratuit">
        <p>
          L’inscription requiert une <strong>adresse email valide</strong>, de préférence votre adresse
          professionnelle, confirmée par un lien envoyé à cette adresse. Vous êtes responsable de la
          confidentialité de votre mot de passe et des actions réalisées depuis votre compte.
        </p>
        <p>
          L’offre Pro peut être essayée gratuitement pendant{' '}
          <strong>{trialDays} jours, sans carte bancaire</strong>. Un email vous prévient{' '}
          {commitments.trial.reminderDaysBefore} jours avant la fin de l’essai. Si vous avez ajouté une carte,
          l’abonnement Pro continue à la fin de l’essai&nbsp;; sinon, le compte repasse sur l’offre Gratuit,
          sans perte de données (projets, tâches et documents sont conservés).
        </p>
      </Section>
      <Section title="Article 3 – Prix">
        <p>
          Les offres et leurs prix sont présentés sur la page Tarifs. Les prix sont indiqués{' '}
          <strong>toutes taxes comprises (TTC) pour les particuliers</strong> et{' '}
          <strong>hors taxes (HT) pour les professionnels</strong>, la TVA étant appliquée au taux en vigueur.
        </p>
      </Section>
      <Section title="Article 4 – Facturation et paiement">
        <p>
          L’abonnement est facturé <strong>mensuellement ou annuellement</strong>, au choix du client&nbsp;;
          la facturation annuelle bénéficie d’une <strong>remise de 20 %</strong>. Le paiement s’effectue par
          carte bancaire, à chaque échéance. L’abonnement est reconduit tacitement pour une période identique.
        </p>
      </Section>
      <Section title="Article 5 – Résiliation et remboursement">
        <p>
          Vous pouvez résilier votre abonnement <strong>à tout moment</strong> depuis votre espace. La
          résiliation prend effet <strong>à la fin de la période en cours</strong>&nbsp;; le service reste
          accessible jusque-là.
        </p>
        <p>
          Le premier paiement d’une offre payante est couvert par une garantie «&nbsp;satisfait ou
          remboursé&nbsp;» de 30 jours. Les consommateurs disposent en outre du droit de rétractation de 14
          jours prévu par le Code de la consommation.
        </p>
      </Section>
      <Section title="Article 6 – Disponibilité et support">
        <p>
          L’éditeur s’engage sur une <strong>disponibilité de 99,9 %</strong> du service, mesurée chaque mois,
          hors maintenances programmées annoncées à l’avance.
        </p>
        <p>
          Le support humain est assuré{' '}
          <strong>
            {commitments.support.humanDays}, {commitments.support.humanLanguage}
          </strong>
          , hors jours fériés. Les employés IA, dont Clide au support client, répondent 24/7. L’offre
          Entreprise bénéficie en outre d’une assistance humaine{' '}
          {commitments.support.enterpriseHumanAvailability}.
        </p>
      </Section>
      <Section title="Article 7 – Utilisation des employés IA">
        <p>
          Les contenus produits par les employés IA sont générés automatiquement et peuvent contenir des
          erreurs&nbsp;: il vous appartient de les vérifier avant tout usage ou envoi. Vous vous engagez à ne
          pas utiliser le service pour des contenus illicites, des envois non sollicités ou toute atteinte aux
          droits de tiers.
        </p>
      </Section>
      <Section title="Article 8 – Propriété intellectuelle et données">
        <p>
          Vous restez propriétaire des contenus que vous confiez au service&nbsp;; l’éditeur ne les utilise
          que pour vous fournir le service. Le service, sa marque et ses contenus restent la propriété de
          l’éditeur. Le traitement de vos données personnelles est décrit dans l’onglet Confidentialité.
        </p>
      </Section>
      <Section title="Article 9 – Responsabilité">
        <p>
          L’éditeur est tenu d’une obligation de moyens. Sa responsabilité, toutes causes confondues, est{' '}
          <strong>limitée au montant de l’abonnement</strong> payé par le client au cours des douze mois
          précédant le fait générateur, sauf faute lourde ou dolosive et sans préjudice des droits que les
          consommateurs tiennent de la loi.
        </p>
      </Section>
      <Section title="Article 10 – Modification des CGU">
        <p>
          Toute modification des CGU vous est notifiée par email au moins 30 jours avant son entrée en
          vigueur. Si vous la refusez, vous pouvez résilier votre abonnement avant cette date.
        </p>
      </Section>
      <Section title="Article 11 – Droit applicable et litiges">
        <p>
          Les CGU sont soumises au <strong>droit français</strong>. À défaut d’accord amiable, tout litige
          entre professionnels relève de la compétence exclusive des <strong>tribunaux de Paris</strong>. Les
          consommateurs peuvent recourir gratuitement à un médiateur de la consommation et saisir la
          juridiction prévue par la loi.
        </p>
      </Section>
    </>
  );
}

export function LegalNotices({ info }: { info: LegalInfo | null }) {
  return (
    <>
      <Section title="Éditeur">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
          <dt className="font-medium text-slate-900">Raison sociale</dt>
          <dd>
            <Value info={info} field="companyName" />
          </dd>
          <dt className="font-medium text-slate-900">Capital social</dt>
          <dd>
            <Value info={info} field="capital" />
          </dd>
          <dt className="font-medium text-slate-900">Immatriculation</dt>
          <dd>
            <Value info={info} field="rcs" />
          </dd>
          <dt className="font-medium text-slate-900">SIREN</dt>
          <dd>
            <Value info={info} field="siren" />
          </dd>
          <dt className="font-medium text-slate-900">N° de TVA intracommunautaire</dt>
          <dd>
            <Value info={info} field="vatNumber" />
          </dd>
          <dt className="font-medium text-slate-900">Siège social</dt>
          <dd>
            <Value info={info} field="address" />
          </dd>
          <dt className="font-medium text-slate-900">Directeur de la publication</dt>
          <dd>
            <Value info={info} field="director" />
          </dd>
          <dt className="font-medium text-slate-900">Contact</dt>
          <dd>
            <SupportLink /> du site
          </dd>
        </dl>
      </Section>
      <Section title="Hébergeur">
        <p>
          <Value info={info} field="host" />. Les données sont hébergées dans l’Union européenne.
        </p>
      </Section>
      <Section title="Propriété intellectuelle">
        <p>
          La marque Septime, le site et l’ensemble de leurs contenus (textes, illustrations, logiciels) sont
          protégés par le droit de la propriété intellectuelle. Toute reproduction sans autorisation préalable
          de l’éditeur est interdite.
        </p>
      </Section>
      <Section title="Données personnelles et CNIL">
        <p>
          Les traitements de données personnelles sont conformes au RGPD et à la loi Informatique et Libertés.
          Depuis l’entrée en application du RGPD le 25 mai 2018, ils ne font plus l’objet d’une déclaration
          préalable à la CNIL&nbsp;: ils sont inscrits au registre des activités de traitement tenu par
          l’éditeur. Pour toute réclamation&nbsp;: <CnilContact />.
        </p>
      </Section>
      <Section title="Droit applicable">
        <p>
          Le site et les présentes mentions sont soumis au droit français. Tout litige relève de la compétence
          des tribunaux de Paris, sous réserve des règles protectrices des consommateurs.
        </p>
      </Section>
    </>
  );
}
