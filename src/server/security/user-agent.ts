// A readable French name for a session's device, from its User-Agent header: no database, no package.

const browsers: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)|CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)(?:\.\d+)*.*Safari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** « Chrome 131 sur Windows », « Safari 17 sur iPhone », or what little can be said. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return 'Appareil inconnu';
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1];
  let browser: string | undefined;
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(ua);
    if (match) {
      const version = match.slice(1).find(Boolean);
      browser = version ? `${name} ${version}` : name;
      break;
    }
  }
  if (!browser) {
    if (/^curl\//i.test(ua)) browser = 'curl';
    else if (/node|undici/i.test(ua)) browser = 'Programme (Node.js)';
    else if (/bot|crawler|spider/i.test(ua)) browser = 'Robot';
  }
  if (browser && system) return `${browser} sur ${system}`;
  if (browser) return browser;
  if (system) return `Navigateur sur ${system}`;
  return 'Appareil inconnu';
}
