/** Messages of the worker's status check (`POST /api/my-contract`). Spread into en-US.ts. */
export const myContractEnUS = {
  'validation.requestNumber': 'Enter the request number as printed, for example ER-0000123.',
  'myContract.tooManyTries':
    'You have tried 10 times in the last hour from this connection. Please try again in an hour.',
};
