import { randomBytes } from 'node:crypto';

// Messages for the mailbox's fault tests and bench (written into Dovecot's maildir by DovecotServer.fill).

const subjects = [
  'Devis pour la rénovation',
  'Compte rendu de la réunion',
  'URGENT : facture impayée',
  'Votre commande est expédiée',
  'Question sur le contrat',
];

/** The i-th message of a large mailbox: a short text; one in ten with a 200 KB attachment. */
export function largeMailboxMessage(i: number): string {
  const head = [
    `From: Expéditeur ${i % 97} <expediteur${i % 97}@exemple.test>`,
    'To: banc@exemple.test',
    `Subject: ${subjects[i % subjects.length]} n° ${i + 1}`,
    `Message-ID: <m${i}.banc@exemple.test>`,
    `Date: ${new Date(Date.UTC(2026, 0, 1) + i * 60_000).toUTCString()}`,
    'MIME-Version: 1.0',
    ...(i % 25 === 0 ? ['List-Unsubscribe: <mailto:stop@exemple.test>'] : []),
  ];
  const text = `Bonjour,\n\nMessage ${i + 1} du banc d’essai. ${'Voici le détail de notre échange. '.repeat(30)}\n\nCordialement,`;
  if (i % 10 !== 0) {
    return [
      ...head,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      text,
      '',
    ].join('\r\n');
  }
  return multipart(head, text, 200 * 1024);
}

/** A message with a short text part first, then an attachment of `bytes` (base64, in 76-character lines). */
export function messageWithAttachment(bytes: number): Buffer {
  return Buffer.from(
    multipart(
      [
        'From: Fournisseur <fournisseur@exemple.test>',
        'To: piece@exemple.test',
        'Subject: Catalogue 2027 en pièce jointe',
        `Message-ID: <piece.${Date.now()}@exemple.test>`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
      ],
      'Bonjour, voici notre catalogue 2027 en pièce jointe. Pouvez-vous nous confirmer sa bonne réception ?',
      bytes,
    ),
  );
}

function multipart(head: string[], text: string, bytes: number): string {
  const boundary = `septime-${bytes}`;
  const body = randomBytes(bytes).toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    ...head,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    text,
    `--${boundary}`,
    'Content-Type: application/pdf; name="piece.pdf"',
    'Content-Disposition: attachment; filename="piece.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    body,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
