import type { RequestKind } from '../../shared/ai-tools-model.ts';
import { commitmentTexts } from '../../shared/commitments.ts';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="color:#475569;font-size:13px">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#312e81">Septime</h1>
<h2 style="font-size:18px">${escapeHtml(title)}</h2>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="color:#64748b;font-size:12px;margin-top:32px">Septime — votre équipe d'employés IA. Vous recevez ce message à la suite d'une action sur votre compte.</p>
</body></html>`;
  const text = [
    'Septime',
    '',
    title,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label} : ${action.url}`] : []),
    '',
    "— Septime, votre équipe d'employés IA",
  ].join('\n');
  return { html, text };
}

export function verificationEmail(to: string, url: string): MailMessage {
  const subject = 'Confirmez votre adresse email — Septime';
  return {
    to,
    subject,
    ...layout(
      'Bienvenue ! Confirmez votre adresse email',
      [
        'Merci de votre inscription à Septime.',
        'Pour activer votre compte et rencontrer vos sept employés IA, confirmez votre adresse email. Ce lien est valable 24 heures.',
        "Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.",
      ],
      { label: 'Confirmer mon email', url },
    ),
    meta: { kind: 'verification', link: url },
  };
}

export function resetPasswordEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Réinitialisez votre mot de passe — Septime',
    ...layout(
      'Réinitialisation de votre mot de passe',
      [
        'Vous avez demandé à réinitialiser le mot de passe de votre compte Septime.',
        'Choisissez un nouveau mot de passe avec le lien ci-dessous. Il est valable 1 heure ; toutes vos sessions ouvertes seront fermées.',
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
      ],
      { label: 'Choisir un nouveau mot de passe', url },
    ),
    meta: { kind: 'reset-password', link: url },
  };
}

export function existingAccountEmail(to: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: 'Vous avez déjà un compte Septime',
    ...layout(
      'Vous avez déjà un compte',
      [
        "Quelqu'un (peut-être vous) a essayé de créer un compte Septime avec cette adresse, qui en possède déjà un.",
        'Connectez-vous, ou utilisez « Mot de passe oublié ? » si vous ne vous en souvenez plus.',
      ],
      { label: 'Me connecter', url: signInUrl },
    ),
    meta: { kind: 'existing-account', link: signInUrl },
  };
}

/** A skill's result or failure notice (decision 027): each line of the text a paragraph. */
export function skillEmail(
  to: string,
  subject: string,
  body: string,
  meta: Record<string, string>,
): MailMessage {
  const paragraphs = body.split('\n').filter((line) => line.trim() !== '');
  const { html, text } = layout(subject, paragraphs);
  return { to, subject: `${subject} — Septime`, text, html, meta: { kind: 'skill', ...meta } };
}

/** Three days before a Pro trial ends (billing/trial-jobs.ts): what happens next, as the CGU say. */
export function trialEndingEmail(to: string, trialEndsAt: Date, settingsUrl: string): MailMessage {
  const date = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(trialEndsAt);
  return {
    to,
    subject: `Votre essai Pro se termine le ${date} — Septime`,
    ...layout(
      `Votre essai Pro se termine le ${date}`,
      [
        'Merci d’avoir essayé le plan Pro de Septime.',
        'Si vous avez ajouté une carte, votre abonnement Pro continue sans interruption à la fin de l’essai.',
        'Sinon, votre compte repasse automatiquement au plan Gratuit, sans perte de données : vos projets, tâches et documents sont conservés.',
      ],
      { label: 'Gérer mon abonnement', url: settingsUrl },
    ),
    meta: { kind: 'trial-ending', link: settingsUrl },
  };
}

const frDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);

/**
 * A renewal failed, was recovered or the grace period ended (billing/dunning.ts): what happens next,
 * in the same words as the settings page's banner.
 */
export function paymentNoticeEmail(
  to: string,
  notice: {
    kind: 'failed' | 'dropped' | 'recovered';
    planName: string;
    nextRetryAt: Date | null;
    dropsAt: Date | null;
  },
  settingsUrl: string,
): MailMessage {
  const texts = {
    failed: {
      title: `Le paiement de votre abonnement ${notice.planName} a échoué`,
      paragraphs: [
        `Nous n’avons pas pu débiter votre carte pour le renouvellement de votre abonnement ${notice.planName}.`,
        notice.nextRetryAt
          ? `Nous réessaierons automatiquement le ${frDate(notice.nextRetryAt)}.`
          : 'Nous ne réessaierons plus automatiquement : mettez à jour votre carte.',
        notice.dropsAt
          ? `Sans paiement d’ici le ${frDate(notice.dropsAt)}, votre compte passera au plan Gratuit, sans perte de données.`
          : 'Sans paiement, votre compte passera au plan Gratuit, sans perte de données.',
      ],
    },
    dropped: {
      title: 'Votre compte est passé au plan Gratuit',
      paragraphs: [
        `Le paiement de votre abonnement ${notice.planName} n’a pas pu être effectué pendant le délai de grâce : votre compte est passé au plan Gratuit.`,
        'Vos données sont conservées ; celles qui dépassent les limites du plan Gratuit restent consultables. Vous pouvez vous réabonner à tout moment.',
      ],
    },
    recovered: {
      title: `Le paiement de votre abonnement ${notice.planName} a réussi`,
      paragraphs: [`Merci : votre abonnement ${notice.planName} est de nouveau à jour.`],
    },
  }[notice.kind];
  return {
    to,
    subject: `${texts.title} — Septime`,
    ...layout(texts.title, texts.paragraphs, { label: 'Gérer mon abonnement', url: settingsUrl }),
    meta: { kind: `payment-${notice.kind}`, link: settingsUrl },
  };
}

/** Sent once an invoice is issued (billing/invoice-mail.ts): its number, amounts and where to get it. */
export function invoiceEmail(
  to: string,
  invoice: {
    /** A credit note (« avoir ») is mailed like an invoice: it changes what the buyer books. */
    kind: 'invoice' | 'credit_note';
    number: string;
    issuedOn: string;
    planLine: string;
    amounts: string[];
    reverseCharge: string | null;
  },
  link: { label: string; url: string },
): MailMessage {
  const creditNote = invoice.kind === 'credit_note';
  return {
    to,
    subject: creditNote
      ? `Votre avoir Septime n° ${invoice.number}`
      : `Votre facture Septime n° ${invoice.number}`,
    ...layout(
      `${creditNote ? 'Avoir' : 'Facture'} n° ${invoice.number} du ${invoice.issuedOn}`,
      [
        creditNote
          ? `Un avoir a été émis à votre nom. ${invoice.planLine} Son montant est déduit de vos prochains renouvellements.`
          : `Merci pour votre paiement. ${invoice.planLine}`,
        ...invoice.amounts,
        ...(invoice.reverseCharge ? [invoice.reverseCharge] : []),
        `${creditNote ? 'L’avoir' : 'La facture'} au format PDF est disponible dans vos paramètres, rubrique Facturation, à tout moment.`,
      ],
      link,
    ),
    meta: { kind: creditNote ? 'credit-note' : 'invoice', link: link.url, number: invoice.number },
  };
}

const requestTexts: Record<RequestKind, { subject: string; title: string; next: string }> = {
  demo: {
    subject: 'Votre demande de démo personnalisée',
    title: 'Nous avons bien reçu votre demande de démo',
    next: 'Un expert Septime vous écrit pour fixer un créneau et préparer la démonstration sur vos propres cas.',
  },
  'custom-ai': {
    subject: 'Votre demande d’IA sur mesure',
    title: 'Nous avons bien reçu votre demande d’IA sur mesure',
    next: 'Un expert Septime étudie le métier que vous avez décrit et vous écrit avec une première proposition.',
  },
  enterprise: {
    subject: 'Votre demande pour le plan Entreprise',
    title: 'Nous avons bien reçu votre demande pour le plan Entreprise',
    next: 'Un expert Septime vous écrit pour étudier vos besoins (équipes, sécurité, intégrations) et vous adresser une proposition.',
  },
};

/**
 * The confirmation of a request form (demo or custom AI). It repeats nothing the sender typed: the
 * address is anyone's, so the mail must carry no text of a stranger's choosing.
 */
export function requestReceivedEmail(to: string, kind: RequestKind): MailMessage {
  const texts = requestTexts[kind];
  return {
    to,
    subject: `${texts.subject} — Septime`,
    ...layout(texts.title, [
      'Bonjour,',
      `${texts.next} ${commitmentTexts.humanSupport}`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message : elle sera sans suite.",
    ]),
    meta: { kind: `request-${kind}` },
  };
}

/**
 * « Une approbation vous attend » (decision 060): how many proposals wait, never their text (an
 * employee's proposal may quote a stranger's mail), and the link to the inbox.
 */
export function approvalWaitingEmail(to: string, waiting: number, inboxUrl: string): MailMessage {
  const many = waiting > 1;
  return {
    to,
    subject: many
      ? `${waiting} propositions attendent votre décision — Septime`
      : 'Une proposition attend votre décision — Septime',
    ...layout(
      many ? `${waiting} propositions attendent votre décision` : 'Une proposition attend votre décision',
      [
        'Bonjour,',
        many
          ? `Vos employés IA ont ${waiting} propositions en attente de votre approbation : rien n’est fait sans votre accord.`
          : 'Un de vos employés IA attend votre approbation pour agir : rien n’est fait sans votre accord.',
        'Vous recevez au plus un message de ce type par jour.',
      ],
      { label: 'Voir les approbations', url: inboxUrl },
    ),
    meta: { kind: 'approval-waiting', link: inboxUrl },
  };
}

export function invitationEmail(
  to: string,
  invitation: { inviter: string; organisation: string; role: string; link: string; days: number },
): MailMessage {
  return {
    to,
    subject: `${invitation.inviter} vous invite à rejoindre ${invitation.organisation} sur Septime`,
    ...layout(
      `Rejoignez ${invitation.organisation} sur Septime`,
      [
        'Bonjour,',
        `${invitation.inviter} vous invite à rejoindre l’organisation «\u00a0${invitation.organisation}\u00a0» sur Septime en tant que ${invitation.role}\u00a0: vous partagerez ses projets, ses documents et ses employés IA.`,
        `Ce lien ne sert qu’une fois et reste valable ${invitation.days} jours. Connectez-vous ou créez votre compte avec cette adresse email pour l’accepter.`,
        'Si vous ne connaissez pas cette personne, ignorez simplement ce message.',
      ],
      { label: 'Voir l’invitation', url: invitation.link },
    ),
    meta: { kind: 'invitation', link: invitation.link },
  };
}
