import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import { rtlWhereNeeded } from './rtl-where-needed';

/** Emotion cache that flips styles for right-to-left (Arabic). */
export const createRtlCache = () => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlWhereNeeded] });
