import type { Language } from '@portal/contracts/constants';
import { warmFormatters } from './warm-formatters';

/** The worker `startWarmingFormatters` starts, named by the person's language (decision 0094). */
warmFormatters(self.name as Language);
self.postMessage(true);
