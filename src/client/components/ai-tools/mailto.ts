/**
 * A mailto: link (RFC 6068) that opens the user's mail client with the generated email.
 * Addresses keep their '@' readable; subject and body are URL-encoded, line breaks as %0D%0A.
 */
export function mailtoHref(recipients: readonly string[], subject: string, body: string): string {
  const to = recipients.map((address) => encodeURIComponent(address).replaceAll('%40', '@')).join(',');
  const query = [
    `subject=${encodeURIComponent(subject)}`,
    `body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`,
  ].join('&');
  return `mailto:${to}?${query}`;
}
