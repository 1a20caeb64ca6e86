import fs from 'node:fs';
import path from 'node:path';
import { HERO_PICTURE, STEP_PICTURES, type Picture } from './illustrations';
import { VIDEO_POSTER } from './video-poster';

const TOKENS_CSS = path.join(path.dirname(require.resolve('@jetkiz/web-kit/package.json')), 'src/design-tokens/tokens.css');

/** The design tokens' colours: `--color-primary` → '#0b6e4f'. */
function tokenColours(): Map<string, string> {
  const css = fs.readFileSync(TOKENS_CSS, 'utf8');
  return new Map([...css.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map(([, name, value]) => [name!, value!.toLowerCase()]));
}

const read = (name: string) => fs.readFileSync(path.join(__dirname, `${name}.svg`), 'utf8');
/** Every drawing by its file's name, with the size the page gives its <img>. */
const PICTURES: Record<string, Picture> = { hero: HERO_PICTURE, ...STEP_PICTURES, 'video-poster': VIDEO_POSTER };
const NAMES = Object.keys(PICTURES);

describe.each(NAMES)('the %s illustration', (name) => {
  const svg = read(name);
  const rootRule = /:root\s*\{([^}]*)\}/.exec(svg)?.[1] ?? '';
  const declared = new Map(
    [...rootRule.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, property, value]) => [property!, value!.trim().toLowerCase()]),
  );

  it('has the size the page reserves for it', () => {
    const { width, height } = PICTURES[name]!;
    const root = /<svg\b[^>]*>/.exec(svg)![0];
    expect(root).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(root).toContain(`width="${width}"`);
    expect(root).toContain(`height="${height}"`);
  });

  it("paints only in the design tokens' colours, named as the tokens are", () => {
    const tokens = tokenColours();
    expect(declared.size).toBeGreaterThan(0);
    for (const [property, value] of declared) expect({ property, value }).toEqual({ property, value: tokens.get(property) });
    const used = new Set([...svg.matchAll(/var\((--[\w-]+)\)/g)].map(([, property]) => property!));
    expect([...used].filter((property) => !declared.has(property))).toEqual([]);
    // a colour written anywhere but in the token declarations would escape the palette
    expect(svg.replace(rootRule, '').match(/#[0-9a-f]{3,8}\b|rgb|hsl/gi)).toBeNull();
  });

  it('loads nothing else (no links, scripts, fonts or embedded pictures)', () => {
    expect(svg).not.toMatch(/href=|url\(|<image|<script|<text|@import/i);
  });
});

describe('the illustrations folder', () => {
  it('has a table entry for every drawing in it', () => {
    const files = fs.readdirSync(__dirname).filter((file) => file.endsWith('.svg'));
    expect(files.map((file) => file.replace(/\.svg$/, '')).sort()).toEqual([...NAMES].sort());
  });
});
