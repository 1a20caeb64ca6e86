const classesOf = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((match) => match[1] ?? ''));

/**
 * The fewest of a build's stylesheets that define every class the prerendered HTML names (chunks repeat shared rules,
 * so each class is taken from the first file that covers the most still missing), in the build's order: linked in the
 * page's head, they style it before the app's script loads them.
 */
export function stylesheetsOf(html: string, stylesheets: readonly { file: string; css: string }[]): string[] {
  const used = new Set([...classesOf(html, /class="([^"]+)"/g)].flatMap((value) => value.split(/\s+/)));
  const defined = stylesheets.map(({ file, css }) => ({
    file,
    classes: [...classesOf(css, /\.(-?[_a-zA-Z][\w-]*)/g)].filter((name) => used.has(name)),
  }));
  const missing = new Set(defined.flatMap(({ classes }) => classes));
  const chosen = new Set<string>();
  while (missing.size > 0) {
    const gain = ({ classes }: { classes: string[] }) => classes.filter((name) => missing.has(name)).length;
    const best = defined.reduce((top, candidate) => (gain(candidate) > gain(top) ? candidate : top));
    chosen.add(best.file);
    for (const name of best.classes) missing.delete(name);
  }
  return stylesheets.map(({ file }) => file).filter((file) => chosen.has(file));
}
