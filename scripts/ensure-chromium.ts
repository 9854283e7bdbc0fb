// The e2e suite drives Debian's Chromium; install it on a fresh Debian machine when we may (root + apt).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`Chromium est introuvable (${chromium}). Installez-le : sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installation de Chromium (paquet Debian)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
