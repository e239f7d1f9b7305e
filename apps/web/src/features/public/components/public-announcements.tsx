/**
 * Slot for the public announcements of the home page (DOMAIN.md: announcements marked public).
 * It renders nothing until the announcements module provides its public list endpoint.
 */
export const PublicAnnouncements = () => null;
