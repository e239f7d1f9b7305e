import puppeteer from 'puppeteer-core';

/** The language the web app chose in this browser: `<html lang>` once the page has loaded. */
export const pageLanguage = async (port: number, url: string): Promise<string> => {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const lang = (await page.evaluate('document.documentElement.lang')) as string;
    await page.close();
    return lang;
  } finally {
    await browser.disconnect();
  }
};
