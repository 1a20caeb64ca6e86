// embed.js: a partner's one <script> tag. No framework and no Module Federation runtime: it only makes the iframe.
import { embedOptionsOf, embedWidget } from './embed-widget';

const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  const options = embedOptionsOf(script);
  if (options) embedWidget(script, options);
  else console.error('Jetkiz embed.js: set data-widget="trip" or data-widget="parcel" on the script tag.');
}
