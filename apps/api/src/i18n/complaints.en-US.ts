/** Messages of the complaints module (decision 0031). Spread into en-US.ts. */
export const complaintsEnUS = {
  'complaints.requestNotFound': 'This employment request was not found among yours.',
  'complaints.reasonNotFound': 'Choose an active complaint reason.',
  'complaints.connectorUnavailable': 'The complaints service is not available now. Try again later.',
} as const;
