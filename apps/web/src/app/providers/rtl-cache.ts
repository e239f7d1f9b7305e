import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Emotion cache that flips styles for right-to-left (Arabic). */
export const createRtlCache = () => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
