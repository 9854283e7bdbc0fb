import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto.ts';

describe('mailtoHref', () => {
  it('lists the recipients and URL-encodes the subject and the body', () => {
    const href = mailtoHref(
      ['ana@example.fr', 'bob+news@example.fr'],
      'Offre & nouveautés',
      'Bonjour,\n\nÀ bientôt ?',
    );
    expect(href).toBe(
      'mailto:ana@example.fr,bob%2Bnews@example.fr?subject=Offre%20%26%20nouveaut%C3%A9s&body=Bonjour%2C%0D%0A%0D%0A%C3%80%20bient%C3%B4t%20%3F',
    );
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Offre & nouveautés');
    expect(url.searchParams.get('body')).toBe('Bonjour,\r\n\r\nÀ bientôt ?');
  });
});
