import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { parisTimeZone } from '../../shared/paris-time.ts';
import type { Db } from '../db/client.ts';
import { isDirectLoopback } from '../http/client-ip.ts';
import { listOutbox } from './mailer.ts';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: parisTimeZone,
});

/**
 * The local outbox: only the machine's own operator may read it, a loopback peer sending no forwarding
 * header (a proxy on this host is loopback too, and TRUST_PROXY does not change that); anyone else gets
 * the site's ordinary 404.
 */
export function outboxRoutes(db: Db) {
  return new Hono().get('/', async (c, next) => {
    if (!isDirectLoopback(c)) return next();
    const messages = await listOutbox(db);
    c.header('Cache-Control', 'no-store');
    return c.html(html`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Boîte d'envoi locale — Septime</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:12px;padding:16px;margin:16px 0}header p{margin:2px 0;color:#475569}</style></head>
<body><h1>Boîte d'envoi locale</h1>
<p>Les emails de Septime arrivent ici tant qu'aucun serveur SMTP n'est configuré (SMTP_URL). Plus récents en premier.</p>
${messages.length === 0 ? html`<p>Aucun email pour le moment.</p>` : ''}
${messages.map(
  (m) => html`<article aria-label="${m.subject}"><header><h2>${m.subject}</h2><p>À : ${m.to}</p>
<p>Le ${dateFormat.format(m.createdAt)}</p></header>${raw(bodyOf(m.html))}</article>`,
)}
</body></html>`);
  });
}

// The stored HTML is our own template (user data escaped there); keep only its body.
function bodyOf(document: string): string {
  const match = /<body[^>]*>([\s\S]*)<\/body>/i.exec(document);
  return match?.[1] ?? document;
}
