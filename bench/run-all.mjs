// `npm run bench`: runs every benchmark script of this package, one after another.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { scripts } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
let failed = 0;
for (const name of Object.keys(scripts).filter((script) => script !== 'bench')) {
  console.log(`\n== ${name}`);
  const { status } = spawnSync('npm', ['run', '--silent', name], { stdio: 'inherit' });
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
