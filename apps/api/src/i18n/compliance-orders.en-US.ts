/** Messages of the compliance orders (decision 0059). Spread into en-US.ts. */
export const complianceOrdersEnUS = {
  'complianceOrders.record': 'compliance order',
  'complianceOrders.status.OPEN': 'Open',
  'complianceOrders.status.REPORTED': 'Reported by the office',
  'complianceOrders.status.BREACHED': 'Breached',
  'complianceOrders.status.CONFIRMED': 'Complied',
  'complianceOrders.officeSuspended':
    'Your office is suspended because compliance order {number} was not met by its due date: you can view information but not make changes until an admin confirms that it complied.',
  'complianceOrders.complaintNotFound': 'This complaint was not found.',
  'complianceOrders.alreadyDecided': 'This complaint has already been decided: its order is {number}.',
  'complianceOrders.reasonInvalid': 'Choose an active suspension reason.',
  'complianceOrders.connectorUnavailable': 'The complaints service is not available now. Try again later.',
} as const;
