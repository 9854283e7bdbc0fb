import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// lucide-react ships one module per icon. Shared by several pages, each became its own 200–500-byte
// chunk (issue 25: 36 files before /dashboard could draw). This plugin writes each icon's data into
// the module that imports it, so icons travel inside their page's chunk; only createLucideIcon stays
// shared. An icon used by two pages is duplicated: a few dozen bytes of path data each.

const importPattern = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/** Export name → the icon's `{ name, size, node }` literal, read from lucide-react's ESM build. */
function loadIconData(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const esmDir = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm');
  const barrel = readFileSync(join(esmDir, 'lucide-react.mjs'), 'utf8');
  const byFile = new Map<string, string>();
  const icons = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]+)\} from '\.\/(icons\/[^']+)';/g)) {
    let data = byFile.get(file!);
    if (data === undefined) {
      const source = readFileSync(join(esmDir, file!), 'utf8');
      data = /const __iconData = (\{[\s\S]*?\});\n/.exec(source)?.[1] ?? '';
      byFile.set(file!, data);
    }
    if (!data) continue;
    for (const spec of names!.split(',')) {
      const exported = /as\s+(\w+)/.exec(spec)?.[1];
      if (exported) icons.set(exported, data);
    }
  }
  return icons;
}

/** Rewrites `import { Check } from 'lucide-react'` in the app's sources into a local icon. */
export function inlineIcons(): Plugin {
  let icons: Map<string, string> | undefined;
  return {
    name: 'septime-inline-icons',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('lucide-react')) return;
      icons ??= loadIconData();
      const table = icons;
      let changed = false; // the alias is imported once even if the file imports lucide twice
      const out = code.replace(importPattern, (statement, specifiers: string) => {
        const kept: string[] = [];
        const locals: string[] = [];
        for (const raw of specifiers.split(',')) {
          const spec = raw.trim();
          if (!spec) continue;
          const [, imported, local] = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(spec) ?? [];
          const data = imported ? table.get(imported) : undefined;
          if (data) locals.push(`const ${local ?? imported} = /* @__PURE__ */ __lucideIcon(${data});`);
          else kept.push(spec); // types (`type LucideIcon`) and non-icon exports stay imported
        }
        if (locals.length === 0) return statement;
        if (!changed) kept.push('createLucideIcon as __lucideIcon');
        changed = true;
        const head = kept.length > 0 ? `import { ${kept.join(', ')} } from 'lucide-react';\n` : '';
        return `${head}${locals.join('\n')}`;
      });
      return changed ? { code: out, map: null } : undefined;
    },
  };
}
