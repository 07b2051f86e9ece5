// The Chromium both the route sizes (through Playwright) and Lighthouse drive, and its flags.
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
