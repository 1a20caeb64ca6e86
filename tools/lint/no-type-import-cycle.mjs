// import-x/no-cycle skips `import type` edges, so a cycle with one type-only import passes it. This rule follows every
// relative import and re-export, types included, and reports the import that leads back to the file.
import fs from 'node:fs';
import path from 'node:path';

const RELATIVE_SPECIFIER = /(?:^|[\s;])(?:import|export)\b[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];

const importsOf = new Map();

function resolve(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function relativeImports(file, text) {
  if (!importsOf.has(file) || text !== undefined) {
    const source = text ?? (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    const found = [...source.matchAll(RELATIVE_SPECIFIER)].map((match) => ({ specifier: match[1], file: resolve(file, match[1]) }));
    importsOf.set(
      file,
      found.filter((entry) => entry.file !== null),
    );
  }
  return importsOf.get(file);
}

/** The chain of files from `start` back to `target`, or null. */
function pathBack(start, target) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift();
    for (const next of relativeImports(chain[chain.length - 1])) {
      if (next.file === target) return chain;
      if (seen.has(next.file)) continue;
      seen.add(next.file);
      queue.push([...chain, next.file]);
    }
  }
  return null;
}

export const noTypeImportCycle = {
  meta: { type: 'problem', messages: { cycle: 'Import cycle (types included): {{chain}}' }, schema: [] },
  create(context) {
    const file = context.filename;
    const imports = relativeImports(file, context.sourceCode.text);
    return {
      'Program:exit'(program) {
        for (const entry of imports) {
          const chain = pathBack(entry.file, file);
          if (!chain) continue;
          const root = path.dirname(file);
          context.report({
            node: program,
            messageId: 'cycle',
            data: { chain: [file, ...chain, file].map((step) => path.relative(root, step) || path.basename(step)).join(' → ') },
          });
          return;
        }
      },
    };
  },
};

export const jetkizLint = { rules: { 'no-type-import-cycle': noTypeImportCycle } };
