/**
 * The height of a printed document's frame (a contract shown as the API prints it), which its
 * loading placeholder keeps too: what sits below does not move when the document arrives, so a
 * click aimed at it lands where it was aimed.
 */
export const DOCUMENT_FRAME_SIZE = { height: '70vh', minHeight: 360 } as const;
