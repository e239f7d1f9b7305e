import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, type OpenPage } from './contexts';
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { formatVerificationCode, verificationPayloadSchema } from '@portal/contracts/verify';
import { apiAs, apiBytes } from './api-call';
import { approvedPartnershipContract, firstReasonId, partnershipAction } from './partnership-fixtures';
import type { Side } from './employment-wizard-flow';
import { signedInPastUpdateModal } from './sides';
import { featureText } from './feature-text';
import { expectNoAxeViolations, followPublicFooterLink, localeText, SERVER_WORK, useArabic } from './support';

/**
 * Issue 25's acceptance, end to end: an approved partnership contract's PDF is printed, its first
 * page turned into an image (`pdftoppm`), the QR read from the image (jsQR) and its address opened
 * on the public `/verify` page without signing in: valid; the PDF uploaded there matches, a copy
 * with one byte changed does not; the QR's signed payload verifies with the published key (jose)
 * and fails with a changed byte; after the contract's cancellation the same code says cancelled.
 * In both languages, axe clean.
 */

type Language = 'en-US' | 'ar-SA';

const verifyText = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  featureText('verify', language, `verify.${key}`, values);

/**
 * The approved PDF of the contract in `language`: asked until the server has it (it is rendered
 * by a job after the approval; generous limits on a busy machine).
 */
const approvedPdf = async (side: Side, id: number, language: Language): Promise<Buffer> => {
  let pdf: Buffer = Buffer.alloc(0);
  await expect
    .poll(
      async () => {
        const answer = await apiBytes(
          side.page,
          side.credentials,
          `/api/partnership/contracts/${id}/pdf?language=${language}`,
        );
        pdf = answer.bytes;
        return answer.status === 200 ? pdf.subarray(0, 5).toString('latin1') : `status ${answer.status}`;
      },
      { timeout: 120_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe('%PDF-');
  // The version's stored file: its SHA-256 is listed once the approved file exists.
  await expect
    .poll(
      async () =>
        (
          (await apiAs(side.page, side.credentials, 'GET', `/api/partnership/contracts/${id}/versions`)) as {
            sha256: Record<Language, string | null>;
          }[]
        )[0]?.sha256[language] ?? null,
      { timeout: 120_000, intervals: [1_000, 2_000, 5_000] },
    )
    .not.toBeNull();
  return pdf;
};

/** The text of the QR code on the PDF's first page: the page as a 150 dpi PNG (pdftoppm), read by jsQR. */
const qrTextOfFirstPage = (pdf: Buffer): string => {
  const folder = mkdtempSync(join(tmpdir(), 'verify-e2e-'));
  try {
    writeFileSync(join(folder, 'document.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', 'document.pdf', 'page'], {
      cwd: folder,
    });
    const image = readdirSync(folder).find((name) => name.startsWith('page') && name.endsWith('.png'));
    if (!image) throw new Error('pdftoppm wrote no image');
    const png = PNG.sync.read(readFileSync(join(folder, image)));
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    if (!qr) throw new Error('no QR code found on the first page');
    return qr.data;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/** One character of the JWS's payload changed (a changed byte of the signed facts). */
const changedPayload = (jws: string): string => {
  const [header, payload, signature] = jws.split('.') as [string, string, string];
  const index = Math.floor(payload.length / 2);
  const changed = payload[index] === 'A' ? 'B' : 'A';
  return `${header}.${payload.slice(0, index)}${changed}${payload.slice(index + 1)}.${signature}`;
};

/** An anonymous visitor in `language` (nobody signed in). */
const visitor = async (newPage: OpenPage, language: Language): Promise<Page> => {
  const page = await newPage({ locale: language });
  if (language === 'ar-SA') await useArabic(page);
  return page;
};

const verdict = (page: Page) => page.getByTestId('verify-result');

const expectVerdict = async (page: Page, language: Language, result: 'valid' | 'cancelled') => {
  await expect(verdict(page).locator(`[data-result="${result}"]`)).toBeVisible(SERVER_WORK);
  await expect(verdict(page)).toContainText(verifyText(language, `result.${result}.title`));
};

/** The comparison's button opens the file chooser, reached and pressed from the keyboard. */
const uploadForComparison = async (page: Page, language: Language, name: string, bytes: Buffer) => {
  const chooser = page.waitForEvent('filechooser');
  const button = page.getByRole('button', { name: verifyText(language, 'file.choose') });
  await button.focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: bytes });
};

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`${language}: an approved contract's printed QR code leads to /verify: valid, the PDF matches, a changed copy does not, the signature verifies; after cancellation, cancelled`, async ({
    newPage,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const office = await signedInPastUpdateModal(newPage, 'office', language);
    const agency = await signedInPastUpdateModal(newPage, 'agency-ph', language);
    const contract = await approvedPartnershipContract(office, agency, {
      paymentTermsAr: '50% عند التوقيع و50% عند الوصول',
    });

    // The PDF as printed, and the QR code on its first page.
    const pdf = await approvedPdf(office, contract.id, language);
    const qrText = qrTextOfFirstPage(pdf);
    const address = new URL(qrText);
    const [, code] = /^\/verify\/([0-9A-Z]{12})$/.exec(address.pathname) ?? [];
    expect(code, `the QR leads to /verify/{code}: ${qrText}`).toBeTruthy();
    const jws = address.hash.slice(1);
    expect(jws.split('.')).toHaveLength(3);
    // The code is printed on the page too, in its grouped form.
    expect(execFileSync('pdftotext', ['-f', '1', '-l', '1', '-', '-'], { input: pdf }).toString()).toContain(
      formatVerificationCode(code!),
    );

    // The signed payload verifies with the published key and fails with a changed byte.
    const jwks = (await (await fetch(new URL('/.well-known/jwks.json', baseURL))).json()) as JSONWebKeySet;
    const keySet = createLocalJWKSet(jwks);
    const { payload } = await compactVerify(jws, keySet);
    const facts = verificationPayloadSchema.parse(JSON.parse(new TextDecoder().decode(payload)));
    expect(facts).toMatchObject({ kind: 'partnershipContract', code, version: 1, language });
    await expect(compactVerify(changedPayload(jws), keySet)).rejects.toThrow();

    // The QR's address, opened without signing in: valid, the signature verified in the browser.
    const page = await visitor(newPage, language);
    await page.goto(`${address.pathname}${address.hash}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      localeText(language, 'routes.verifyCode.title'),
    );
    await expectVerdict(page, language, 'valid');
    const details = page.getByRole('region', { name: verifyText(language, 'details.title') });
    await expect(details).toContainText(verifyText(language, 'kind.partnershipContract'));
    await expect(details).toContainText(contract.office.name[language === 'ar-SA' ? 'ar' : 'en']);
    await expect(details).toContainText(contract.agency.name[language === 'ar-SA' ? 'ar' : 'en']);
    await expect(page.locator('[data-signature="verified"]')).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(page);

    // The printed PDF matches the approved file; a copy with one byte changed does not.
    await uploadForComparison(page, language, 'contract.pdf', pdf);
    await expect(page.locator('[data-file="matches"]')).toHaveText(
      verifyText(language, 'file.matches', { name: 'contract.pdf' }),
      SERVER_WORK,
    );
    const changed = Buffer.from(pdf);
    const middle = Math.floor(changed.length / 2);
    changed[middle] = changed[middle]! ^ 0x01;
    await uploadForComparison(page, language, 'changed.pdf', changed);
    await expect(page.locator('[data-file="doesNotMatch"]')).toHaveText(
      verifyText(language, 'file.doesNotMatch', { name: 'changed.pdf' }),
      SERVER_WORK,
    );
    await expectNoAxeViolations(page);

    // A changed signed payload in the address: the browser says the signature is invalid.
    await page.goto(`${address.pathname}#${changedPayload(jws)}`);
    await expectVerdict(page, language, 'valid');
    await expect(page.locator('[data-signature="invalid"]')).toHaveText(
      verifyText(language, 'signature.invalid'),
      SERVER_WORK,
    );

    // The office asks to cancel, the agency accepts: the same code says cancelled at the next check.
    await partnershipAction(
      office,
      contract.id,
      'cancel',
      await firstReasonId(office, 'PARTNERSHIP_CANCELLATION'),
    );
    await partnershipAction(agency, contract.id, 'acceptCancellation');
    // Found from the public footer of any public page.
    await followPublicFooterLink(page, localeText(language, 'routes.verify.title'));
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      localeText(language, 'routes.verify.title'),
    );
    await expectNoAxeViolations(page);
    // Typed as a person reads it from paper (lowercase, in groups) and sent with Enter.
    const field = page.getByRole('textbox', { name: verifyText(language, 'form.label') });
    await field.fill(formatVerificationCode(code!).toLowerCase().replace(/-/g, ' '));
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/verify/${code}$`));
    await expectVerdict(page, language, 'cancelled');
    await expect(page.getByRole('region', { name: verifyText(language, 'details.title') })).toContainText(
      verifyText(language, 'status.partnershipContract.CANCELLED'),
    );
    await expectNoAxeViolations(page);
  });
}
