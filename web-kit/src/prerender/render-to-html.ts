import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * The HTML of `element` once everything it suspends on has resolved. A part that throws while rendering would be
 * left to the browser: the build fails instead, with `failure` naming what was rendered.
 */
export async function renderToHtml(element: ReactNode, failure: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error) });
  if (errors.length > 0) throw new AggregateError(errors, failure);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
