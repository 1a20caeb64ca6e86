export function seriousAxeViolations(root?: Element): Promise<string[]>;
