/** The employer watchlist's messages (decision 0062). */
export const employerWatchlistEnUS = {
  'watchlist.reviewInPast': 'The review date cannot be in the past.',
  'watchlist.reasonInvalid': 'Choose an active reason of the employer watchlist.',
  'watchlist.countryRequired': 'Choose the sending country the flag applies to.',
  'watchlist.countryNotYours': 'An embassy flags employers for its own country only.',
  'watchlist.countryUnknown': 'Choose a sending country of the list.',
  'watchlist.alreadyFlagged': 'This employer is already on the watchlist for this scope.',
  'watchlist.alreadyLifted': 'This flag has already been lifted.',
  'watchlist.employerFlagged':
    'New requests for this employer are not accepted: the employer is on the watchlist ({category}).',
} as const;
