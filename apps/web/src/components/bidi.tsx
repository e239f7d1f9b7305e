import type { ReactNode } from 'react';

/**
 * Isolates a value whose direction differs from the text around it (names, numbers, e-mails,
 * passport numbers) so that it keeps its own direction inside Arabic or English text.
 */
export const Bidi = ({ children }: { children: ReactNode }) => <bdi dir="auto">{children}</bdi>;
