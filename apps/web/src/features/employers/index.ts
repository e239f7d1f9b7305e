/** What other features use of the employers: the look-up of the employer a form names, and its fields. */
export { useEmployerLookup, type EmployerLookupState } from './api/employer-lookup';
export { EmployerLookupNotice } from './components/employer-lookup-notice';
export {
  EmployerDetailFields,
  EmployerFieldsGrid,
  employerFormResolver,
  employerFormValues,
  type EmployerFormValues,
} from './components/employer-fields';
