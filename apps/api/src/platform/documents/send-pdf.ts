import type { FastifyReply } from 'fastify';

/**
 * A PDF as a download named `<stem>.pdf`. The stem is built from our own numbers (ER-0000123, a
 * PNR), kept to letters, digits and dashes anyway, so no header can be broken by a name.
 */
export const sendPdf = (reply: FastifyReply, bytes: Buffer, stem: string) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${stem.replace(/[^A-Za-z0-9-]/g, '')}.pdf"`)
    .header('cache-control', 'private, no-cache')
    .send(bytes);
