/**
 * The switches every headless Chromium of the project starts with (the PDF renderer, the
 * end-to-end tests, Lighthouse): no sandbox or GPU in containers, and nothing that calls home or
 * updates itself.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
