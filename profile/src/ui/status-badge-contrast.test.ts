import { readFileSync } from 'node:fs';
import path from 'node:path';

// The badges' colours are CSS, which jsdom does not lay out: their contrast is read from the style sheets themselves.
const css = readFileSync(path.join(__dirname, 'ui.module.css'), 'utf8');
const tokens = readFileSync(
  path.join(path.dirname(require.resolve('@jetkiz/web-kit/package.json')), 'src/design-tokens/tokens.css'),
  'utf8',
);

function resolve(value: string): string {
  const variable = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (!variable) return value.trim();
  const token = new RegExp(`${variable[1]}:\\s*([^;]+);`).exec(tokens);
  if (!token) throw new Error(`no design token ${variable[1]}`);
  return token[1]!.trim();
}

function declaration(rule: string, property: string): string {
  const block = new RegExp(`\\.${rule}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  const value = block && new RegExp(`(?:^|[;\\s])${property}:\\s*([^;]+);`).exec(block)?.[1];
  if (!value) throw new Error(`.${rule} has no ${property}`);
  return resolve(value);
}

/** WCAG 2.1 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('status badges', () => {
  it.each(['neutral', 'pending', 'success', 'failure'])(
    '%s: its small bold text has at least 4.5:1 on its background (WCAG AA)',
    (tone) => {
      const color = declaration(tone, 'color');
      const background = declaration(tone, 'background');
      expect(color).toMatch(/^#[\da-f]{6}$/i);
      expect(background).toMatch(/^#[\da-f]{6}$/i);
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
