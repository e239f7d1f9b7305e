/**
 * The names by which a signed-in page's first screen, its inline guard and `early-paint.ts` find each
 * other (decision 0078). Its own module: the build's configuration (`vite-prerender.ts`) reads them too.
 */

/** On `<html>` of a signed-in first screen whose page draws a text from its first data: `<route id> <route path>`. */
export const EARLY_PAINT_ATTRIBUTE = 'data-first-screen-early';

/** Sent on `document` once the early paint is done (drawn or given up): the guard then asks for the application. */
export const EARLY_PAINTED_EVENT = 'portal-first-screen-early';

/**
 * The longest the guard holds the application's scripts for the early paint: past it (a slow answer),
 * the application loads and draws the same text when the answer comes.
 */
export const EARLY_PAINT_WAIT_MS = 1_000;

/** The first screen's title, which the page's heading replaces. */
export const TITLE_MARK = 'data-first-screen-title';

/** A notice's drawing for one severity (`<template data-first-screen-notice="warning">`), and its text's place. */
export const NOTICE_TEMPLATE = 'data-first-screen-notice';
export const NOTICE_TEXT = 'data-first-screen-notice-text';
